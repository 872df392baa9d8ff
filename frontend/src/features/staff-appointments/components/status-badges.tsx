import type { StaffAppointment } from '@umang/common';
import { type BadgeTone, statusBadges } from '../appointment-format';

const TONES: Record<BadgeTone, string> = {
  good: 'border-green-200 bg-green-50 text-green-800',
  waiting: 'border-amber-200 bg-amber-50 text-amber-900',
  bad: 'border-red-200 bg-red-50 text-red-800',
  neutral: 'border-slate-300 bg-slate-50 text-slate-700',
  done: 'border-teal-200 bg-primary-soft text-primary-dark',
};

/** Payment state plus Cancelled / Completed / No-show, in words (colour only repeats them), and why it was cancelled. */
export function StatusBadges({ appointment }: { appointment: StaffAppointment }) {
  const reason = appointment.cancelled ? appointment.cancelReason : null;
  return (
    <>
      <ul className="flex flex-wrap gap-1.5">
        {statusBadges(appointment).map(({ label, tone }) => (
          <li
            key={label}
            className={`rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${TONES[tone]}`}
          >
            {label}
          </li>
        ))}
      </ul>
      {reason && <p className="mt-1.5 max-w-64 text-sm text-muted">Reason: {reason}</p>}
    </>
  );
}
