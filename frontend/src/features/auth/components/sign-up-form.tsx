import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { registerAccount } from '../api/register-account';
import { sendOtp } from '../api/send-otp';
import { useOtpFlow } from '../hooks/use-otp-flow';
import { AUTH_MESSAGES, PASSWORD_MAX } from '../messages';
import { type OtpPending, sameAddress } from '../otp-flow';
import { digitsOnly, firstField, type Problems, type SignUpField, signUpProblems } from '../validation';
import { AuthField } from './auth-field';
import { CodeField } from './code-field';
import { ConsentCheckbox } from './consent-checkbox';
import { FormAlert } from './form-alert';
import { focusField } from './focus-field';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

interface SignUpFormProps {
  /** Shared with the other modes, so switching keeps what was typed. */
  email: string;
  onEmailChange: (email: string) => void;
}

type Details = { name: string; password: string; phone: string; otp: string; consent: boolean };

const EMPTY: Details = { name: '', password: '', phone: '', otp: '', consent: false };
const ORDER: readonly SignUpField[] = ['name', 'email', 'password', 'phone', 'consent', 'otp'];
const PENDING_LABEL: Record<OtpPending, string | null> = {
  send: 'Sending…',
  resend: null,
  submit: 'Creating account…',
};

/**
 * Sign up (spec §2, §4): details → Send OTP → the OTP box appears and the
 * button reads Create Account → the account is created and the patient is
 * logged in (the page then moves on to /).
 */
export function SignUpForm({ email, onEmailChange }: SignUpFormProps) {
  const setToken = useSessionStore((s) => s.setToken);
  const flow = useOtpFlow(sendOtp, AUTH_MESSAGES.otpSent);
  const [details, setDetails] = useState<Details>(EMPTY);
  const [problems, setProblems] = useState<Problems<SignUpField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sends, setSends] = useState(0);
  const otpRef = useRef<HTMLInputElement>(null);

  // After every successful send the next thing to do is type the code.
  useEffect(() => {
    if (sends > 0) otpRef.current?.focus();
  }, [sends]);

  const clearProblem = (field: SignUpField) =>
    setProblems(({ [field]: _fixed, ...rest }) => rest as Problems<SignUpField>);

  const update =
    <F extends keyof Details>(field: F) =>
    (value: Details[F]) => {
      setDetails((current) => ({ ...current, [field]: value }));
      clearProblem(field);
    };

  function changeEmail(value: string) {
    onEmailChange(value);
    flow.emailChanged(value);
    clearProblem('email');
    // A code sent to the old address is of no use: back to "Send OTP".
    if (flow.sentTo !== null && !sameAddress(flow.sentTo, value))
      setDetails((current) => ({ ...current, otp: '' }));
  }

  const report = (message: string) => {
    setFormError(message);
    toast.error(message, { toastId: message });
  };

  async function send(kind: 'send' | 'resend') {
    setFormError(null);
    const failure = await flow.sendCode(email.trim(), kind);
    if (failure) report(failure);
    else setSends((count) => count + 1);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (flow.pending) return;
    const values = { ...details, email };
    const found = signUpProblems(values, flow.codeSent);
    setProblems(found);
    setFormError(null);
    const first = firstField(ORDER, found);
    if (first) return focusField(event.currentTarget, first);
    if (!flow.codeSent) return send('send');
    const failure = await flow.submit(async () => {
      const trimmed = {
        name: details.name.trim(),
        email: email.trim(),
        phone: details.phone,
        otp: details.otp,
      };
      const { token } = await registerAccount({ ...trimmed, password: details.password, consent: true });
      setToken(token);
    });
    if (failure) report(failure);
  }

  return (
    <form
      noValidate
      aria-busy={flow.pending !== null}
      onSubmit={(e) => void handleSubmit(e)}
      className="space-y-5"
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
      <AuthField
        id="signup-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        onChange={changeEmail}
        // The code goes to the address as it was sent; it cannot change on the way.
        readOnly={flow.pending === 'send' || flow.pending === 'resend'}
        hint="We will e-mail you a 6-digit code to confirm it is yours."
        error={problems.email}
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
          ref={otpRef}
          id="signup-otp"
          label="OTP"
          resendLabel="Resend OTP"
          hint={`Type the 6-digit code we e-mailed to ${flow.sentTo}. Not there? Look in your spam folder.`}
          value={details.otp}
          onChange={update('otp')}
          error={problems.otp}
          flow={flow}
          onResend={() => void send('resend')}
        />
      )}
      <FormAlert message={formError} />
      <SubmitButton
        label={flow.codeSent ? 'Create Account' : 'Send OTP'}
        pendingLabel={flow.pending ? PENDING_LABEL[flow.pending] : null}
        busy={flow.pending !== null}
      />
    </form>
  );
}
