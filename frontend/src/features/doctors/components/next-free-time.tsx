import { type Doctor, nextFreeSlot } from '@umang/common';
import { formatSlotMoment } from '@/lib/format';

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
    <p className="text-sm text-ink">
      {next ? (
        <>
          Next free: <span className="figures font-medium">{formatSlotMoment(next.date, next.time)}</span>
        </>
      ) : (
        <span className="text-muted">No free time in the next 7 days</span>
      )}
    </p>
  );
}
