import type { Doctor } from '@umang/common';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-language';
import { mediaUrl } from '@/lib/media-url';

interface DoctorProfileProps {
  doctor: Doctor;
  /** The doctor's speciality in the language shown (the page names it as the doctors feature does). */
  speciality: string;
  /** The availability marker, supplied by the page (it belongs to the doctors feature). */
  availability: ReactNode;
}

/** A seal with a tick: the team checks each doctor's registration before listing them. */
function VerifiedIcon() {
  const { t } = useTranslation('booking');
  return (
    <span className="inline-flex shrink-0" title={t('profile.verified')}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className="size-6 text-primary">
        <path
          fill="currentColor"
          d="M12 1.5l2.6 1.9 3.2-.1 1 3 2.6 1.9-1 3 1 3-2.6 1.9-1 3-3.2-.1L12 22.5l-2.6-1.9-3.2.1-1-3-2.6-1.9 1-3-1-3 2.6-1.9 1-3 3.2.1z"
        />
        <path
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M7.8 12.3l2.8 2.8 5.6-5.8"
        />
      </svg>
      <span className="sr-only">{t('profile.verified')}</span>
    </span>
  );
}

/** Photo, name, degree, speciality, experience, about, fee and address. */
export function DoctorProfile({ doctor, speciality, availability }: DoctorProfileProps) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const { line1, line2 } = doctor.address;
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <img
        src={mediaUrl(doctor.image)}
        alt={t('profile.photoAlt', { name: doctor.name })}
        width={288}
        height={288}
        className="aspect-square w-40 shrink-0 rounded-2xl bg-primary-soft object-cover sm:w-60 lg:w-72"
      />
      <div className="flex-1 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
        <div className="flex items-center gap-2">
          <h1 className="text-3xl leading-tight font-bold text-ink">{doctor.name}</h1>
          <VerifiedIcon />
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-lg text-muted">
          <p>
            {doctor.degree} <span aria-hidden="true">·</span> {speciality}
          </p>
          <p className="rounded-full border border-slate-300 px-3 py-0.5 text-sm font-medium text-ink">
            {t('profile.years', { count: doctor.experience })}
            <span className="sr-only">{t('profile.ofExperience')}</span>
          </p>
        </div>
        <div className="mt-3">{availability}</div>

        <h2 className="mt-6 text-lg font-semibold text-ink">{t('profile.about')}</h2>
        <p className="mt-1 max-w-prose text-base leading-relaxed text-muted">{doctor.about}</p>

        <dl className="mt-6 grid gap-3 text-base">
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-ink">{t('profile.fee')}</dt>
            <dd className="text-ink">{format.rupees(doctor.fees)}</dd>
          </div>
          {(line1 || line2) && (
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-ink">{t('profile.where')}</dt>
              <dd className="text-muted">{[line1, line2].filter(Boolean).join(', ')}</dd>
            </div>
          )}
        </dl>
      </div>
    </div>
  );
}
