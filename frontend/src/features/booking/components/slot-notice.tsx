import { parseDateKey } from '@umang/common';
import { CENTRE } from '@/content/centre';
import { formatSlotMoment } from '@/lib/format';
import type { SlotNotice as Notice } from '@/components/slot-picker/use-slot-picker';

/** `Tue 24 Nov, 10:30 am` for a slot named by its key; the key itself if unreadable. */
function moment(dateKey: string, time: string): string {
  const date = parseDateKey(dateKey);
  return date ? formatSlotMoment(date, time) : `${dateKey} ${time}`;
}

/**
 * Why the chosen time changed: it was taken while the patient was deciding (said at
 * once, as an alert), or the time kept from before logging in has gone meanwhile.
 */
export function SlotNotice({ notice }: { notice: Notice }) {
  if (notice.kind === 'link-gone') {
    return (
      <p role="status" className="max-w-2xl rounded-xl bg-amber-50 px-4 py-3 text-base text-amber-900">
        The time you picked earlier,{' '}
        <span className="figures">{moment(notice.wanted.dateKey, notice.wanted.time)}</span>, is no longer
        free. Please choose another time.
      </p>
    );
  }
  const { next } = notice;
  return (
    <p role="alert" className="max-w-2xl rounded-xl bg-amber-50 px-4 py-3 text-base text-amber-900">
      That time was just taken.{' '}
      {next ? (
        <>
          The next free time is <strong className="figures">{formatSlotMoment(next.date, next.time)}</strong>.
          We have chosen it for you; book it or pick another.
        </>
      ) : (
        <>
          There is no other free time in the next two weeks. Please call us on{' '}
          <a href={CENTRE.phoneHref} className="figures font-semibold underline underline-offset-2">
            {CENTRE.phoneDisplay}
          </a>{' '}
          and we will help you find one.
        </>
      )}
    </p>
  );
}
