import { slotStart } from './calendar.js';

/**
 * Whether an appointment is paid, as the patient and staff screens say it: staff
 * accepting the proof is the payment, so an accepted proof counts even before the
 * answer's `payment` flag caught up with it.
 */
export const isAppointmentPaid = (appointment: {
  payment: boolean;
  paymentProof?: { status: string } | null;
}): boolean => appointment.payment || appointment.paymentProof?.status === 'accepted';

/** Why staff may not mark an appointment completed yet; null when they may. */
export type CompletionBlock = 'not_paid' | 'not_started' | null;

export const COMPLETION_MESSAGES: Record<Exclude<CompletionBlock, null>, string> = {
  not_paid: 'Only a paid appointment can be marked completed',
  not_started: 'An appointment can be marked completed only from its start time',
};

/**
 * A visit is marked completed only once it can have happened: its payment was
 * accepted and its slot (IST) has started. A slot starting exactly now has
 * started; an unreadable slot never has.
 */
export function completionBlock(
  appointment: { payment: boolean; slotDate: string; slotTime: string },
  now: Date,
): CompletionBlock {
  if (!appointment.payment) return 'not_paid';
  const start = slotStart(appointment.slotDate, appointment.slotTime);
  return start !== null && start.getTime() <= now.getTime() ? null : 'not_started';
}
