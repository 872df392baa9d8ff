import type { Appointment } from '@umang/common';
import { awaitingDecision } from './appointment-state';
import { appointmentWhen } from './appointment-time';

/** Staff's decision on one payment, as a sentence for a screen reader; null when there was none. */
function decision(appointment: Appointment): string | null {
  const { docData, payment, paymentProof } = appointment;
  const about = `Payment for your appointment with ${docData.name} on ${appointmentWhen(appointment, ' at ')}`;
  if (payment || paymentProof?.status === 'accepted') return `${about} was approved.`;
  if (paymentProof?.status !== 'rejected') return null;
  const reason = paymentProof.reason ? ` Reason: ${paymentProof.reason}.` : '';
  return `${about} was rejected.${reason} You can send the payment details again from its card.`;
}

/**
 * What staff decided between two answers of the list: every payment that was waiting
 * before and is approved or rejected now. Null when nothing was decided, so a first
 * load or a reload that changes nothing says nothing.
 */
export function paymentNews(before: readonly Appointment[], after: readonly Appointment[]): string | null {
  const waiting = new Set(before.filter(awaitingDecision).map((a) => a._id));
  const said = after
    .filter((a) => waiting.has(a._id) && !awaitingDecision(a))
    .map(decision)
    .filter((sentence) => sentence !== null);
  return said.length > 0 ? said.join(' ') : null;
}
