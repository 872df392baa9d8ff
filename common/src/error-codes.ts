/**
 * The machine-readable `code` of every error answer, beside its English `message`.
 * The message is for people and may be reworded; a code is stable, so the SPA (or a
 * script) can react to one error without comparing text.
 */

/** One code per kind of refusal: every error answer carries at least its kind. */
export const ERROR_KINDS = [
  'invalid',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];

export const ERROR_CODES = [
  ...ERROR_KINDS,
  // Refusals only the framework gives (body limits, crashes), never a rule of ours.
  'too_large',
  'internal',
  // Sign-up, sign-in and sessions.
  'bad_credentials',
  'login_required',
  'session_ended',
  'invalid_otp',
  'otp_resend_wait',
  'otp_hourly_limit',
  'weak_password',
  'email_taken',
  'account_not_found',
  'adult_required',
  // Forms.
  'fields_missing',
  'invalid_email',
  'invalid_phone',
  'nothing_to_change',
  'media_required',
  // Doctors and their calendar.
  'doctor_not_found',
  'doctor_unavailable',
  'invalid_blocked_slot',
  // Booking.
  'slot_invalid_date',
  'slot_invalid_time',
  'slot_sunday',
  'slot_past',
  'slot_not_open',
  'slot_blocked',
  'slot_unavailable',
  'too_many_unpaid',
  'patient_busy',
  // Appointments and their payment.
  'appointment_not_found',
  'already_cancelled',
  'already_completed',
  'already_closed',
  'not_cancellable',
  'already_paid',
  'payment_pending',
  'appointment_cancelled',
  'invalid_utr',
  'utr_used',
  'proof_not_found',
  'already_decided',
  // Bank statement import.
  'statement_unreadable',
  'statement_encrypted',
  'statement_formulas',
  'statement_not_recognised',
  'statement_no_credit_column',
  'statement_no_credits',
  'statement_other_account',
  'statement_not_found',
  // Moving a visit.
  'reschedule_limit',
  'reschedule_too_late',
  'same_slot',
  // Family members.
  'family_member_not_found',
  'family_limit',
  'member_has_appointments',
  'guardian_consent_required',
  // Privacy: the notice, e-mail changes and erasure.
  'notice_not_accepted',
  'notice_outdated',
  'email_unchanged',
  // Marking a visit completed, or that the patient did not come.
  'not_paid',
  'not_started',
  'marked_no_show',
  // Wall of Honour.
  'blog_not_found',
  // Console accounts.
  'last_admin',
  'account_disabled',
  'doctor_has_account',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
