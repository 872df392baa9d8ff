import { type SubmitEvent, useState } from 'react';
import { toast } from '@/lib/toast';
import { requestResetCode } from '../api/request-reset-code';
import { resetPassword } from '../api/reset-password';
import { useCodeForm } from '../hooks/use-code-form';
import { AUTH_MESSAGES, PASSWORD_MAX } from '../messages';
import { type ResetField, resetProblems } from '../validation';
import { AuthForm } from './auth-form';
import { CodeField } from './code-field';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

interface ResetPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** The password was changed; `message` is the server's confirmation. */
  onDone: (message: string) => void;
}

const ORDER: readonly ResetField[] = ['email', 'otp', 'password'];

/** Forgot password: e-mail → Send reset code → Code and New password → Reset password. */
export function ResetPasswordForm({ email, onEmailChange, onDone }: ResetPasswordFormProps) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  // The ref apart: the React Compiler's lint takes every field of an object holding a ref for a ref.
  const { codeRef, ...form } = useCodeForm({
    order: ORDER,
    sendCode: requestResetCode,
    sentFallback: AUTH_MESSAGES.resetCodeSent,
    email,
    onEmailChange,
    clearCode: () => setCode(''),
    submittingLabel: 'Saving new password…',
    // No rule asks for a toast here: the reason stays above the button while the code is retyped.
    failures: 'inline',
  });
  const { flow, problems } = form;

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) =>
    form.submit(event, resetProblems(email, code, password, flow.codeSent), async () => {
      const answer = await resetPassword({ email: email.trim(), otp: code, password });
      const message = answer.message ?? AUTH_MESSAGES.passwordChanged;
      toast.success(message);
      onDone(message);
    });

  return (
    <AuthForm
      {...form.shell}
      onSubmit={handleSubmit}
      submitLabel={flow.codeSent ? 'Reset password' : 'Send reset code'}
    >
      <EmailField id="reset-email" hint="The e-mail address you signed up with." {...form.emailField} />
      {flow.codeSent && (
        <>
          <CodeField
            ref={codeRef}
            id="reset-code"
            label="Code"
            resendLabel="Resend code"
            hint={`The 6-digit code from the e-mail we sent to ${flow.sentTo}.`}
            value={code}
            onChange={form.change('otp', setCode)}
            error={problems.otp}
            flow={flow}
            onResend={form.resend}
          />
          <PasswordField
            id="reset-password"
            name="password"
            label="New password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={password}
            onChange={form.change('password', setPassword)}
            hint="8 to 128 characters."
            error={problems.password}
          />
        </>
      )}
    </AuthForm>
  );
}
