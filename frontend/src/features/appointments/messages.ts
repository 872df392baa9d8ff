import { MAX_PATIENT_RESCHEDULES, type Appointment } from '@umang/common';
import { appointmentWhen } from './appointment-time';

/** Fixed wording (docs/rules.md) plus our own texts for the appointments page. */
export const APPOINTMENT_MESSAGES = {
  empty: 'You have no appointments yet.',
  loadFailed: 'We could not load your appointments just now.',
  loadFailedHint: 'Please check your internet connection and try again.',
  cancelQuestion: 'Cancel this appointment?',
  payWarning:
    'After scanning and paying, please submit your payment details below so we can verify your payment.',
  nameMissing: 'Please enter the name on the UPI account you paid from.',
  nameHint: 'As your bank shows it. Change it if you paid from someone else’s account.',
  utrHint: 'The 12-digit UPI reference (UTR) shown in your payment app',
  submitted: 'Payment details submitted. Awaiting verification.',
  submitFailed: 'Failed to submit payment info',
  qrFailed: 'We could not load the QR code just now.',
  copied: 'Copied',
  copyFailed: 'Could not copy. Please select the UPI ID and copy it yourself.',
  verifyingNote:
    'Our team is checking your payment. This page will show Payment Successful once it is confirmed.',
  cancelReason: 'Reason:',
  // The warning on an unpaid booking, before its slot is given back to everyone.
  heldUntil: 'Held for you until',
  holdHint: 'Please pay before then, or the booking will be released so others can book the time.',
} as const;

/** Moving an appointment to another slot. */
export const RESCHEDULE_TEXT = {
  button: 'Reschedule',
  heading: 'Move this appointment',
  now: 'Now:',
  keep: 'Keep current',
  next: 'Continue',
  // The question before a move: "Move to Wed 25 Nov, 11:00 am?"
  moveTo: 'Move to',
  confirm: 'Confirm',
  moving: 'Moving…',
  another: 'Choose another time',
  chooseTimeHint: 'Choose a new day and time, then Continue.',
  chooseTime: 'Choose a new time first.',
  slotTaken: 'That slot was just taken — pick another',
  failed: 'We could not move the appointment. Please try again.',
  loadingTimes: 'Loading the free times…',
  timesFailed: 'We could not load the free times just now.',
  // A move that only the centre can make now: said on the card instead of the button.
  tooOften: `Moved ${MAX_PATIENT_RESCHEDULES} times already, so it can no longer be moved online.`,
  tooLate: 'It starts too soon to be moved online.',
  callToMove: 'To change it, call',
} as const;

/** What stays the same, and how many more moves are left after this one. */
export const rescheduleTerms = (movesLeft: number): string =>
  `Same doctor, same fee, and any payment stays with it. ${
    movesLeft === 1
      ? 'This is the last time it can be moved online.'
      : `It can be moved online ${movesLeft} more times.`
  }`;

/** The toast after a move. */
export const movedTo = (slot: string): string => `Appointment moved to ${slot}`;

/** Said to a screen reader after a move, with the doctor and the full date. */
export const movedNews = (moved: Appointment): string =>
  `Your appointment with ${moved.docData.name} is now on ${appointmentWhen(moved, ' at ')}.`;

/** The toast for a payment form opened earlier but never sent. */
export const openedNotSubmitted = (doctorName: string): string =>
  `You opened the payment form for your appointment with ${doctorName} but did not submit payment info. If you have paid, please submit the details.`;
