import { normaliseUtr, UTR_LENGTH, utrProblem, type Appointment, type Language } from '@umang/common';
import type { TFunction } from 'i18next';
import { appointmentMoment } from './appointment-time';

/**
 * The sentences of the appointments page that are built from an appointment or a
 * count; the fixed words are read straight from the `appointments` namespace.
 */
type T = TFunction<'appointments'>;

/** What stays the same, and how many more moves are left after this one. */
export const rescheduleTerms = (t: T, movesLeft: number): string =>
  `${t('reschedule.same')} ${
    movesLeft === 1 ? t('reschedule.lastMove') : t('reschedule.movesLeft', { left: movesLeft })
  }`;

/** Said to a screen reader after a move, with the doctor and the full date. */
export const movedNews = (t: T, lang: Language, moved: Appointment): string =>
  t('reschedule.movedNews', { doctor: moved.docData.name, ...appointmentMoment(moved, lang) });

/**
 * What is wrong with a UTR as typed, in the language shown; null when it is a valid
 * UTR. Whether it is wrong is the shared rule's call (`utrProblem`); only the words
 * are chosen here, so the English stays the rule's own.
 */
export function utrMessage(t: T, value: string): string | null {
  if (utrProblem(value) === null) return null;
  const utr = normaliseUtr(value);
  if (!utr) return t('form.utrEmpty');
  if (!/^\d+$/.test(utr)) return t('form.utrNotDigits');
  return t('form.utrLength', { expected: UTR_LENGTH, entered: utr.length });
}
