import { isAppointmentPaid, to12Hour, type StaffAppointment } from '@umang/common';
import { formatSlotDay } from '@/lib/format';

export { telHref } from '@/lib/format';

/**
 * `Mon, 23 Nov 2026 · 10:30 am`, read from the slot's own IST date and time so
 * the computer's time zone can never shift the day.
 */
export function slotParts({ slotDate, slotTime }: Pick<StaffAppointment, 'slotDate' | 'slotTime'>) {
  return { day: formatSlotDay(slotDate), time: to12Hour(slotTime) };
}

export type BadgeTone = 'good' | 'waiting' | 'bad' | 'neutral' | 'done';

export interface Badge {
  label: string;
  tone: BadgeTone;
}

function paymentBadge(appointment: StaffAppointment): Badge {
  const { paymentProof } = appointment;
  if (isAppointmentPaid(appointment)) return { label: 'Paid', tone: 'good' };
  if (paymentProof?.status === 'pending') return { label: 'Payment pending', tone: 'waiting' };
  if (paymentProof?.status === 'rejected') return { label: 'Payment rejected', tone: 'bad' };
  return { label: 'Unpaid', tone: 'neutral' };
}

/** The payment state, then Cancelled, Completed or No-show when the visit is settled. */
export function statusBadges(appointment: StaffAppointment): Badge[] {
  const badges = [paymentBadge(appointment)];
  if (appointment.cancelled) badges.push({ label: 'Cancelled', tone: 'bad' });
  if (appointment.isCompleted) badges.push({ label: 'Completed', tone: 'done' });
  if (appointment.noShow) badges.push({ label: 'No-show', tone: 'neutral' });
  return badges;
}

/** Staff may still act on a visit that is neither cancelled, completed nor marked a no-show. */
export const isOpen = ({ cancelled, isCompleted, noShow }: StaffAppointment): boolean =>
  !cancelled && !isCompleted && !noShow;

/** The console page of one appointment. */
export const appointmentPath = (id: string): string => `/admin/appointments/${encodeURIComponent(id)}`;
