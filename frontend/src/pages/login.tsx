import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useAuthMode } from '@/features/auth/hooks/use-auth-mode';
import { NEXT_PARAM, safeNextPath } from '@/lib/next-path';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';

/**
 * /login: one card toggling Create Account and
 * Login, plus a password reset. Once a token and the user data exist, the
 * patient goes to `?next=` when it is a path on this site (booking sends them
 * here and expects them back), else to / (also when opened while logged in).
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useAuthMode();
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const token = useSessionStore((s) => s.token);
  const profileStatus = useSessionStore((s) => s.profileStatus);
  const [params] = useSearchParams();

  if (isLoggedIn) return <Navigate to={safeNextPath(params.get(NEXT_PARAM)) ?? '/'} replace />;

  // A token whose profile is still loading (just logged in, or opened while logged in).
  // If loading fails, the forms come back so the patient can log in again.
  const openingAccount = token !== null && profileStatus !== 'error';

  return (
    <>
      <PageMeta title={t(`modes.${mode}.title`)} description={t(`modes.${mode}.description`)} />
      <div className="py-4 sm:py-8">
        {openingAccount ? (
          <div className="mx-auto max-w-md py-16 text-center">
            <h1 className="sr-only">{t(`modes.${mode}.title`)}</h1>
            <p role="status" className="text-lg text-muted">
              {t('opening')}
            </p>
          </div>
        ) : (
          <AuthCard mode={mode} onModeChange={setMode} />
        )}
      </div>
    </>
  );
}
