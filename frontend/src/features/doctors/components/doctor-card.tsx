import type { Doctor } from '@umang/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormat } from '@/i18n/use-language';
import { mediaUrl } from '@/lib/media-url';
import { useSpecialityLabel } from '../speciality-label';
import { AvailabilityBadge } from './availability-badge';
import { NextFreeTime } from './next-free-time';

interface DoctorCardProps {
  doctor: Doctor;
  /** The name's heading level: 3 under a section's h2 (default), 2 straight under the page's h1. */
  headingLevel?: 2 | 3;
}

/**
 * A doctor as a card. The name is the link; its ::after stretches over the whole
 * card, so the card is one click target and one tab stop, and the link's
 * accessible name is just the doctor's name.
 */
export function DoctorCard({ doctor, headingLevel = 3 }: DoctorCardProps) {
  const { t } = useTranslation('doctors');
  const format = useFormat();
  const specialityLabel = useSpecialityLabel();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white transition hover:-translate-y-0.5 hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent has-[a:focus-visible]:ring-offset-2">
      <img
        src={mediaUrl(doctor.image)}
        alt={doctor.name}
        width={240}
        height={240}
        loading="lazy"
        decoding="async"
        className="aspect-square h-auto w-full bg-primary-soft object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <AvailabilityBadge available={doctor.available} />
        <Heading className="text-base leading-snug font-semibold text-ink">
          <Link
            to={`/appointment/${doctor._id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-primary"
          >
            {doctor.name}
          </Link>
        </Heading>
        <p className="text-sm text-muted">{specialityLabel(doctor.speciality)}</p>
        {/* mt-auto: the facts line up at the foot of each card, whatever the name's length. */}
        <div className="mt-auto flex flex-col gap-1 pt-2">
          <p className="text-sm text-ink">
            <span className="figures font-semibold">{format.rupees(doctor.fees)}</span>
            <span className="sr-only">{t('card.fee')}</span> <span aria-hidden="true">·</span>{' '}
            {t('card.years', { count: doctor.experience })}
            <span className="sr-only">{t('card.experience')}</span>
          </p>
          <NextFreeTime doctor={doctor} />
        </div>
      </div>
    </li>
  );
}
