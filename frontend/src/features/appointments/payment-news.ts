import { type Appointment, isAppointmentPaid, type Language } from '@umang/common';
import type { TFunction } from 'i18next';
import { awaitingDecision } from './appointment-state';
import { appointmentMoment } from './appointment-time';

/** Staff's decision on one payment, as a sentence for a screen reader; null when there was none. */
function decision(appointment: Appointment, t: TFunction<'appointments'>, lang: Language): string | null {
  const { docData, paymentProof } = appointment;
  const about = { doctor: docData.name, ...appointmentMoment(appointment, lang) };
  if (isAppointmentPaid(appointment)) return t('news.approved', about);
  if (paymentProof?.status !== 'rejected') return null;
  return paymentProof.reason
    ? t('news.rejectedWithReason', { ...about, reason: paymentProof.reason })
    : t('news.rejected', about);
}

/**
 * What staff decided between two answers of the list: every payment that was waiting
 * before and is approved or rejected now. Null when nothing was decided, so a first
 * load or a reload that changes nothing says nothing.
 */
export function paymentNews(
  before: readonly Appointment[],
  after: readonly Appointment[],
  t: TFunction<'appointments'>,
  lang: Language,
): string | null {
  const waiting = new Set(before.filter(awaitingDecision).map((a) => a._id));
  const said = after
    .filter((a) => waiting.has(a._id) && !awaitingDecision(a))
    .map((a) => decision(a, t, lang))
    .filter((sentence) => sentence !== null);
  return said.length > 0 ? said.join(' ') : null;
}
