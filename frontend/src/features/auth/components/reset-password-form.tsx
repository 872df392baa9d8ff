import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '@/lib/error-words';
import { toast } from '@/lib/toast';
import { requestResetCode } from '../api/request-reset-code';
import { resetPassword } from '../api/reset-password';
import { useCodeForm } from '../hooks/use-code-form';
import { PASSWORD_LENGTHS, PASSWORD_MAX } from '../messages';
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
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  // The ref apart: the React Compiler's lint takes every field of an object holding a ref for a ref.
  const { codeRef, ...form } = useCodeForm({
    order: ORDER,
    sendCode: requestResetCode,
    sentWords: t('messages.resetCodeSent'),
    email,
    onEmailChange,
    clearCode: () => setCode(''),
    submittingLabel: t('actions.saving'),
    // No rule asks for a toast here: the reason stays above the button while the code is retyped.
    failures: 'inline',
  });
  const { flow, problems } = form;

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) =>
    form.submit(event, resetProblems(email, code, password, flow.codeSent), async () => {
      const answer = await resetPassword({ email: email.trim(), otp: code, password });
      const message = answerMessage(answer.message, t('messages.passwordChanged'));
      toast.success(message);
      onDone(message);
    });

  return (
    <AuthForm
      {...form.shell}
      onSubmit={handleSubmit}
      submitLabel={flow.codeSent ? t('actions.resetPassword') : t('actions.sendResetCode')}
    >
      <EmailField id="reset-email" hint={t('hints.resetEmail')} {...form.emailField} />
      {flow.codeSent && (
        <>
          <CodeField
            ref={codeRef}
            id="reset-code"
            label={t('fields.code')}
            resendLabel={t('actions.resendCode')}
            hint={t('hints.resetCode', { email: flow.sentTo })}
            value={code}
            onChange={form.change('otp', setCode)}
            error={problems.otp}
            flow={flow}
            onResend={form.resend}
          />
          <PasswordField
            id="reset-password"
            name="password"
            label={t('fields.newPassword')}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={password}
            onChange={form.change('password', setPassword)}
            hint={t('hints.newPassword', PASSWORD_LENGTHS)}
            error={problems.password}
          />
        </>
      )}
    </AuthForm>
  );
}
