import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSessionStore } from '@/stores/session-store';
import { logIn } from '../api/log-in';
import { useAuthForm } from '../hooks/use-auth-form';
import { loginProblems } from '../validation';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Opens the password reset in the same card. */
  onForgotPassword: () => void;
  /** A note to show above the fields, e.g. after a password reset. */
  notice?: string | null;
}

const ORDER = ['email', 'password'] as const;

/** Login: Email, Password, Login. Success stores the token; the page then moves on to /. */
export function LoginForm({ email, onEmailChange, onForgotPassword, notice }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const setToken = useSessionStore((s) => s.setToken);
  // A refused login's reason is an error toast by rule, so the form does not repeat it.
  const { problems, formError, change, accept, report } = useAuthForm(ORDER, 'toast');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !accept(event.currentTarget, loginProblems(email, password))) return;
    setPending(true);
    try {
      const { token } = await logIn({ email: email.trim(), password });
      setToken(token);
    } catch (err) {
      report(err);
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthForm
      onSubmit={handleSubmit}
      busy={pending}
      error={formError}
      submitLabel={t('actions.login')}
      pendingLabel={pending ? t('actions.loggingIn') : null}
    >
      {notice && (
        <p role="status" className="rounded-xl bg-primary-soft px-4 py-3 text-base text-primary-dark">
          {notice}
        </p>
      )}
      <EmailField
        id="login-email"
        value={email}
        onChange={change('email', onEmailChange)}
        error={problems.email}
      />
      <div>
        <PasswordField
          id="login-password"
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
          maxLength={1024}
          value={password}
          onChange={change('password', setPassword)}
          error={problems.password}
        />
        <Button variant="link" onClick={onForgotPassword} className="mt-2 -ml-1">
          {t('actions.forgot')}
        </Button>
      </div>
    </AuthForm>
  );
}
