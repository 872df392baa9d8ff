import type { UserProfile } from '@umang/common';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfilePhoto } from './profile-photo';

interface ProfileSummaryProps {
  user: UserProfile;
  /** Shown instead of the saved photo (the preview of a newly chosen one). */
  photoSrc?: string;
  photoAlt?: string;
  children?: ReactNode;
}

/** Photo, the name as the page's heading, and the e-mail it logs in with. */
export function ProfileSummary({ user, photoSrc, photoAlt, children }: ProfileSummaryProps) {
  const { t } = useTranslation('profile');
  return (
    <>
      <div className="flex justify-center">
        <ProfilePhoto
          src={photoSrc ?? user.image ?? ''}
          alt={photoAlt ?? t('summary.photoOf', { name: user.name })}
        />
      </div>
      <p className="mt-5 text-sm font-semibold tracking-wide text-primary-dark uppercase">
        {t('summary.eyebrow')}
      </p>
      <h1 className="mt-1 text-2xl font-bold break-words text-ink sm:text-3xl">{user.name}</h1>
      <p className="mt-1 text-base wrap-anywhere text-muted">{user.email}</p>
      {children}
    </>
  );
}
