import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoginRequired } from '@/components/ui/login-required';
import { useSessionStore } from '@/stores/session-store';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileView } from './profile-view';

type Mode = 'view' | 'edit' | 'back-from-edit';

function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <div
      role="alert"
      className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-red-50 p-8 text-center"
    >
      <h1 className="text-2xl font-bold text-red-800">{t('loadError.title')}</h1>
      <p className="mt-2 text-base text-red-800">{t('loadError.body')}</p>
      <Button className="mt-6 min-h-11 px-8 text-base" onClick={onRetry}>
        {t('loadError.retry')}
      </Button>
    </div>
  );
}

/**
 * My Profile: login prompt, loading, error, then view mode or edit mode. `children`
 * are more sections shown after the details in view mode (the page's family section).
 */
export function ProfileScreen({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('profile');
  const token = useSessionStore((s) => s.token);
  const user = useSessionStore((s) => s.userData);
  const status = useSessionStore((s) => s.profileStatus);
  const loadProfile = useSessionStore((s) => s.loadProfile);
  const [mode, setMode] = useState<Mode>('view');

  if (!token) return <LoginRequired what={t('loginWhat')} />;
  if (!user && status === 'error') return <ProfileLoadError onRetry={() => void loadProfile()} />;
  if (!user) {
    return (
      <p role="status" className="rounded-2xl bg-slate-50 p-8 text-center text-lg text-muted">
        {t('loading')}
      </p>
    );
  }
  if (mode === 'edit') return <ProfileEditForm user={user} onClose={() => setMode('back-from-edit')} />;
  return (
    <ProfileView user={user} onEdit={() => setMode('edit')} focusEdit={mode === 'back-from-edit'}>
      {children}
    </ProfileView>
  );
}
