import { type FormEvent, useState } from 'react';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { logIn } from '../api/log-in';
import { failureMessage } from '../messages';
import { firstField, loginProblems, type Problems } from '../validation';
import { AuthField } from './auth-field';
import { focusField } from './focus-field';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Opens the password reset in the same card. */
  onForgotPassword: () => void;
  /** A note to show above the fields, e.g. after a password reset. */
  notice?: string | null;
}

type Field = 'email' | 'password';
const ORDER: readonly Field[] = ['email', 'password'];

/** Login (spec §2): Email, Password, Login. Success stores the token; the page then moves on to /. */
export function LoginForm({ email, onEmailChange, onForgotPassword, notice }: LoginFormProps) {
  const setToken = useSessionStore((s) => s.setToken);
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const change = (field: Field, apply: (value: string) => void) => (value: string) => {
    apply(value);
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = loginProblems(email, password);
    setProblems(found);
    setFormError(null);
    const first = firstField(ORDER, found);
    if (first) return focusField(event.currentTarget, first);
    setPending(true);
    try {
      const { token } = await logIn({ email: email.trim(), password });
      setToken(token);
    } catch (err) {
      const message = failureMessage(err);
      setFormError(message);
      toast.error(message, { toastId: message });
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate aria-busy={pending} onSubmit={(e) => void handleSubmit(e)} className="space-y-5">
      {notice && (
        <p role="status" className="rounded-xl bg-primary-soft px-4 py-3 text-base text-primary-dark">
          {notice}
        </p>
      )}
      <AuthField
        id="login-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        onChange={change('email', onEmailChange)}
        error={problems.email}
      />
      <div>
        <PasswordField
          id="login-password"
          name="password"
          label="Password"
          autoComplete="current-password"
          maxLength={1024}
          value={password}
          onChange={change('password', setPassword)}
          error={problems.password}
        />
        <button
          type="button"
          onClick={onForgotPassword}
          className="mt-2 -ml-1 min-h-11 rounded-lg px-1 text-base font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
        >
          Forgot password?
        </button>
      </div>
      <FormAlert message={formError} />
      <SubmitButton label="Login" pendingLabel={pending ? 'Logging in…' : null} />
    </form>
  );
}
