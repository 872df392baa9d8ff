import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { requestResetCode } from '../api/request-reset-code';
import { resetPassword } from '../api/reset-password';
import { useOtpFlow } from '../hooks/use-otp-flow';
import { AUTH_MESSAGES, PASSWORD_MAX } from '../messages';
import { type OtpPending, sameAddress } from '../otp-flow';
import { firstField, type Problems, type ResetField, resetProblems } from '../validation';
import { AuthField } from './auth-field';
import { CodeField } from './code-field';
import { focusField } from './focus-field';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

interface ResetPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** The password was changed; `message` is the server's confirmation. */
  onDone: (message: string) => void;
}

const ORDER: readonly ResetField[] = ['email', 'otp', 'password'];
const PENDING_LABEL: Record<OtpPending, string | null> = {
  send: 'Sending…',
  resend: null,
  submit: 'Saving new password…',
};

/** Forgot password: e-mail → Send reset code → Code and New password → Reset password. */
export function ResetPasswordForm({ email, onEmailChange, onDone }: ResetPasswordFormProps) {
  const flow = useOtpFlow(requestResetCode, AUTH_MESSAGES.resetCodeSent);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems<ResetField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sends, setSends] = useState(0);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (sends > 0) codeRef.current?.focus();
  }, [sends]);

  const change = (field: ResetField, apply: (value: string) => void) => (value: string) => {
    apply(value);
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  };

  function changeEmail(value: string) {
    onEmailChange(value);
    flow.emailChanged(value);
    if (flow.sentTo !== null && !sameAddress(flow.sentTo, value)) setCode('');
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
    const found = resetProblems(email, code, password, flow.codeSent);
    setProblems(found);
    setFormError(null);
    const first = firstField(ORDER, found);
    if (first) return focusField(event.currentTarget, first);
    if (!flow.codeSent) return send('send');
    const failure = await flow.submit(async () => {
      const answer = await resetPassword({ email: email.trim(), otp: code, password });
      const message = answer.message ?? AUTH_MESSAGES.passwordChanged;
      toast.success(message);
      onDone(message);
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
        id="reset-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        onChange={change('email', changeEmail)}
        // The code goes to the address as it was sent; it cannot change on the way.
        readOnly={flow.pending === 'send' || flow.pending === 'resend'}
        hint="The e-mail address you signed up with."
        error={problems.email}
      />
      {flow.codeSent && (
        <>
          <CodeField
            ref={codeRef}
            id="reset-code"
            label="Code"
            resendLabel="Resend code"
            hint={`The 6-digit code from the e-mail we sent to ${flow.sentTo}.`}
            value={code}
            onChange={change('otp', setCode)}
            error={problems.otp}
            flow={flow}
            onResend={() => void send('resend')}
          />
          <PasswordField
            id="reset-password"
            name="password"
            label="New password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={password}
            onChange={change('password', setPassword)}
            hint="8 to 128 characters."
            error={problems.password}
          />
        </>
      )}
      <FormAlert message={formError} />
      <SubmitButton
        label={flow.codeSent ? 'Reset password' : 'Send reset code'}
        pendingLabel={flow.pending ? PENDING_LABEL[flow.pending] : null}
        busy={flow.pending !== null}
      />
    </form>
  );
}
