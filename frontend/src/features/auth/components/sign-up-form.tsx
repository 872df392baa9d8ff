import { type SubmitEvent, useState } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { registerAccount } from '../api/register-account';
import { sendOtp } from '../api/send-otp';
import { useCodeForm } from '../hooks/use-code-form';
import { AUTH_MESSAGES, PASSWORD_MAX } from '../messages';
import { digitsOnly, type SignUpField, signUpProblems } from '../validation';
import { AuthField } from './auth-field';
import { AuthForm } from './auth-form';
import { CodeField } from './code-field';
import { ConsentCheckbox } from './consent-checkbox';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

interface SignUpFormProps {
  /** Shared with the other modes, so switching keeps what was typed. */
  email: string;
  onEmailChange: (email: string) => void;
}

type Details = { name: string; password: string; phone: string; otp: string; consent: boolean };

const EMPTY: Details = { name: '', password: '', phone: '', otp: '', consent: false };
const ORDER: readonly SignUpField[] = ['name', 'email', 'password', 'phone', 'consent', 'otp'];

/**
 * Sign up: details → Send OTP → the OTP box appears and the
 * button reads Create Account → the account is created and the patient is
 * logged in (the page then moves on to /).
 */
export function SignUpForm({ email, onEmailChange }: SignUpFormProps) {
  const setToken = useSessionStore((s) => s.setToken);
  const [details, setDetails] = useState<Details>(EMPTY);
  // The ref apart: the React Compiler's lint takes every field of an object holding a ref for a ref.
  const { codeRef, ...form } = useCodeForm({
    order: ORDER,
    sendCode: sendOtp,
    sentFallback: AUTH_MESSAGES.otpSent,
    email,
    onEmailChange,
    clearCode: () => setDetails((current) => ({ ...current, otp: '' })),
    submittingLabel: 'Creating account…',
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
      const { token } = await registerAccount({ ...trimmed, password: details.password, consent: true });
      setToken(token);
    });

  return (
    <AuthForm
      {...form.shell}
      onSubmit={handleSubmit}
      submitLabel={flow.codeSent ? 'Create Account' : 'Send OTP'}
    >
      <AuthField
        id="signup-name"
        name="name"
        label="Full Name"
        autoComplete="name"
        maxLength={100}
        value={details.name}
        onChange={update('name')}
        error={problems.name}
      />
      <EmailField
        id="signup-email"
        hint="We will e-mail you a 6-digit code to confirm it is yours."
        {...form.emailField}
      />
      <PasswordField
        id="signup-password"
        name="password"
        label="Password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={details.password}
        onChange={update('password')}
        hint="8 to 128 characters. A short sentence you will remember works well."
        error={problems.password}
      />
      <AuthField
        id="signup-phone"
        name="phone"
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={details.phone}
        onChange={(value) => update('phone')(digitsOnly(value, 10))}
        hint="Your 10-digit mobile number, starting with 6, 7, 8 or 9."
        error={problems.phone}
      />
      <ConsentCheckbox checked={details.consent} onChange={update('consent')} error={problems.consent} />
      {flow.codeSent && (
        <CodeField
          ref={codeRef}
          id="signup-otp"
          label="OTP"
          resendLabel="Resend OTP"
          hint={`Type the 6-digit code we e-mailed to ${flow.sentTo}. Not there? Look in your spam folder.`}
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
