import { type ReactNode, type SubmitEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSessionStore } from '@/stores/session-store';
import { registerAccount } from '../api/register-account';
import { sendOtp } from '../api/send-otp';
import { useCodeForm } from '../hooks/use-code-form';
import { PASSWORD_LENGTHS, PASSWORD_MAX } from '../messages';
import { digitsOnly, type SignUpField, signUpProblems, type SignUpValues } from '../validation';
import { AuthField } from './auth-field';
import { AuthForm } from './auth-form';
import { CodeField } from './code-field';
import { CheckboxField } from './checkbox-field';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

interface SignUpFormProps {
  /** Shared with the other modes, so switching keeps what was typed. */
  email: string;
  onEmailChange: (email: string) => void;
}

type Details = Omit<SignUpValues, 'email'>;

const EMPTY: Details = {
  name: '',
  password: '',
  phone: '',
  otp: '',
  adult: false,
  consent: false,
  reminders: false,
};
const ORDER: readonly SignUpField[] = ['name', 'email', 'password', 'phone', 'adult', 'consent', 'otp'];

/**
 * Sign up: details → Send OTP → the OTP box appears and the
 * button reads Create Account → the account is created and the patient is
 * logged in (the page then moves on to /).
 */
export function SignUpForm({ email, onEmailChange }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const setToken = useSessionStore((s) => s.setToken);
  const [details, setDetails] = useState<Details>(EMPTY);
  // The ref apart: the React Compiler's lint takes every field of an object holding a ref for a ref.
  const { codeRef, ...form } = useCodeForm({
    order: ORDER,
    sendCode: sendOtp,
    sentWords: t('messages.otpSent'),
    email,
    onEmailChange,
    clearCode: () => setDetails((current) => ({ ...current, otp: '' })),
    submittingLabel: t('actions.creating'),
    // The server's reason for a refused code or account is an error toast by rule.
    failures: 'toast',
  });
  const { flow, problems } = form;

  const update = <F extends keyof Details>(field: F) =>
    form.change(field, (value: Details[F]) => setDetails((current) => ({ ...current, [field]: value })));

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) =>
    form.submit(event, signUpProblems({ ...details, email }, flow.codeSent), async () => {
      const trimmed = {
        name: details.name.trim(),
        email: email.trim(),
        phone: details.phone,
        otp: details.otp,
      };
      const { token } = await registerAccount({
        ...trimmed,
        password: details.password,
        consent: true,
        adult: true,
        reminders: details.reminders,
      });
      setToken(token);
    });

  return (
    <AuthForm
      {...form.shell}
      onSubmit={handleSubmit}
      submitLabel={flow.codeSent ? t('actions.createAccount') : t('actions.sendOtp')}
    >
      <AuthField
        id="signup-name"
        name="name"
        label={t('fields.name')}
        autoComplete="name"
        maxLength={100}
        value={details.name}
        onChange={update('name')}
        error={problems.name}
      />
      <EmailField id="signup-email" hint={t('hints.signupEmail')} {...form.emailField} />
      <PasswordField
        id="signup-password"
        name="password"
        label={t('fields.password')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={details.password}
        onChange={update('password')}
        hint={t('hints.signupPassword', PASSWORD_LENGTHS)}
        error={problems.password}
      />
      <AuthField
        id="signup-phone"
        name="phone"
        label={t('fields.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={details.phone}
        onChange={(value) => update('phone')(digitsOnly(value, 10))}
        hint={t('hints.phone')}
        error={problems.phone}
      />
      <CheckboxField
        id="signup-adult"
        name="adult"
        label={t('choices.adult')}
        hint={t('choices.adultHint')}
        checked={details.adult}
        onChange={update('adult')}
        error={problems.adult}
      />
      <CheckboxField
        id="signup-consent"
        name="consent"
        label={
          <Trans
            t={t}
            i18nKey="consent"
            components={{
              // A new tab, so what was typed here stays while the notice is read.
              privacy: <PrivacyLink newTab={t('choices.privacyNewTab')} />,
            }}
          />
        }
        checked={details.consent}
        onChange={update('consent')}
        error={problems.consent}
      />
      <CheckboxField
        id="signup-reminders"
        name="reminders"
        label={t('choices.reminders')}
        hint={t('choices.remindersHint')}
        checked={details.reminders}
        onChange={update('reminders')}
      />
      {flow.codeSent && (
        <CodeField
          ref={codeRef}
          id="signup-otp"
          label={t('fields.otp')}
          resendLabel={t('actions.resendOtp')}
          hint={t('hints.otp', { email: flow.sentTo })}
          value={details.otp}
          onChange={update('otp')}
          error={problems.otp}
          flow={flow}
          onResend={form.resend}
        />
      )}
    </AuthForm>
  );
}

/** The privacy notice, opened beside the form; Trans puts the link's words in as children. */
function PrivacyLink({ newTab, children }: { newTab: string; children?: ReactNode }) {
  return (
    <a
      href="/privacy"
      target="_blank"
      rel="noopener"
      className="font-semibold text-primary-dark underline underline-offset-4"
    >
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
