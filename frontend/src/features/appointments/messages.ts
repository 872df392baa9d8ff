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

/** The toast for a payment form opened earlier but never sent. */
export const openedNotSubmitted = (doctorName: string): string =>
  `You opened the payment form for your appointment with ${doctorName} but did not submit payment info. If you have paid, please submit the details.`;
