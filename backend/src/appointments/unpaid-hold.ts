import type { AppointmentRow, DetailedAppointment } from './appointments.repository.js';

/** What the centre tells a patient whose unpaid booking was released. */
export const RELEASE_REASON =
  'Released because we did not receive your payment in time. The slot is free again: you are welcome to book a new time.';

/** What a staff cancellation tells the patient, on My Appointment and in the mail. */
export const STAFF_CANCEL_REASON = 'The centre cancelled this appointment.';

/** The reason a payment still waiting for a check gets when its appointment is cancelled. */
export const CANCELLED_BEFORE_CHECK =
  'The appointment was cancelled before we could check this payment. If you paid, please call the centre and we will refund you.';

/**
 * When an unpaid booking stops being held, or null when it is not held: a proof
 * waiting for or holding a decision (a rejected one counts as none), a payment,
 * a cancellation, a visit or a no-show settles it. A hold that would end only after the
 * slot has begun is no hold either: the release job never touches past slots,
 * which staff may still settle at the desk.
 */
export function holdExpiry(
  appointment: AppointmentRow,
  proof: DetailedAppointment['proof'],
  holdMinutes: number,
): Date | null {
  if (appointment.cancelled || appointment.isCompleted || appointment.noShowAt || appointment.payment)
    return null;
  if (proof && proof.status !== 'rejected') return null;
  const expires = new Date(appointment.createdAt.getTime() + holdMinutes * 60_000);
  return expires < appointment.startsAt ? expires : null;
}
