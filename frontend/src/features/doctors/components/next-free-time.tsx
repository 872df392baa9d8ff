import { type Doctor, nextFreeSlot, to12Hour } from '@umang/common';
import { formatCalendarDay } from '@/lib/format';

/**
 * The doctor's next free half-hour, by the same slot rules as the booking page, so a
 * card never promises a time the page would not offer.
 */
export function NextFreeTime({ doctor }: { doctor: Doctor }) {
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
          <span className="block text-muted">Next free:</span>{' '}
          <span className="figures font-medium">
            <span className="whitespace-nowrap">{formatCalendarDay(next.date)},</span>{' '}
            <span className="whitespace-nowrap">{to12Hour(next.time)}</span>
          </span>
        </>
      ) : (
        <span className="text-muted">No free time in the next 7 days</span>
      )}
    </p>
  );
}
