import { type Doctor, nextFreeSlot } from '@umang/common';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-language';

/**
 * The doctor's next free half-hour, by the same slot rules as the booking page, so a
 * card never promises a time the page would not offer.
 */
export function NextFreeTime({ doctor }: { doctor: Doctor }) {
  const { t } = useTranslation('doctors');
  const format = useFormat();
  if (!doctor.available) return null;
  const next = nextFreeSlot(
    { slotsBooked: doctor.slots_booked, blockedSlots: doctor.blockedSlots },
    new Date(),
  );
  return (
    <p className="text-sm leading-snug text-ink">
      {next ? (
        <>
          {/* On a narrow card the line breaks between the day and the time, never inside either. */}
          <span className="block text-muted">{t('card.nextFree')}</span>{' '}
          <span className="figures font-medium">
            <span className="whitespace-nowrap">{format.calendarDay(next.date)},</span>{' '}
            <span className="whitespace-nowrap">{format.time(next.time)}</span>
          </span>
        </>
      ) : (
        <span className="text-muted">{t('card.noneFree')}</span>
      )}
    </p>
  );
}
