import { type SubmitEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';
import { errorMessage } from '@/lib/show-error';
import { useStaffSessionStore } from '@/stores/staff-session-store';

/** /admin/login: staff sign in with their own account (created by ADMIN_EMAIL or `npm run staff:create`). */
export default function StaffLoginPage() {
  const token = useStaffSessionStore((s) => s.staffToken);
  const login = useStaffSessionStore((s) => s.login);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/admin';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  if (token) return <Navigate to={from.startsWith('/admin') ? from : '/admin'} replace />;

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!email.trim() || !password) return setError('Please enter your e-mail and password.');
    setPending(true);
    setError(undefined);
    try {
      await login(email.trim(), password);
      void navigate(from, { replace: true });
    } catch (err) {
      // A wrong password is a 401 to a call without a token: it ends no session. The reason
      // is shown once, under the password, and not toasted as well.
      setError(errorMessage(err, { fallback: 'Could not log in.' }));
    } finally {
      setPending(false);
    }
  }

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-10">
      <title>Staff login · Umang</title>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Umang · Staff console</p>
        <h1 className="mt-1 text-2xl font-bold text-ink">Staff login</h1>
        <p className="mt-2 text-base text-muted">
          For centre staff only. Patients log in on the main website.
        </p>
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-5">
          <Field id="staff-email" label="Email">
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                className={fieldControlClass}
              />
            )}
          </Field>
          <Field id="staff-password" label="Password" error={error}>
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                className={fieldControlClass}
              />
            )}
          </Field>
          <Button type="submit" disabled={pending} className="w-full">
            {pending ? 'Logging in…' : 'Log in'}
          </Button>
        </form>
      </div>
    </main>
  );
}
