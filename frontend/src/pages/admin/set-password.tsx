import { useSearchParams } from 'react-router-dom';
import { SetPasswordForm } from '@/features/staff-accounts/components/set-password-form';

/**
 * /admin/set-password: the holder of a console account sets their own password with the code
 * an administrator had mailed them (`?email=` fills the address in). Public, like the login.
 */
export default function SetConsolePasswordPage() {
  const email = useSearchParams()[0].get('email') ?? '';
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-10">
      <title>Set your password · Staff console · Umang</title>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Umang · Staff console</p>
        <h1 className="mt-1 text-2xl font-bold text-ink">Set your password</h1>
        <p className="mt-2 text-base text-muted">
          When the centre’s administrator makes you a console account, or sends you a new code because you
          forgot your password, we e-mail you a 6-digit code. Enter it here with a password of your own. If
          the code has run out, ask the administrator to send you a new one.
        </p>
        <SetPasswordForm initialEmail={email} />
      </div>
    </main>
  );
}
