import type { ApiResult, UserProfile } from './api-types.js';
import type { CalendarDate } from './calendar.js';
import type { FamilyMember } from './family.js';

/**
 * The version of the privacy notice at /privacy. Raise it whenever the notice's
 * substance changes: every signed-in patient is then asked to read and accept the
 * new one before they can book again, and each acceptance is recorded.
 */
export const PRIVACY_NOTICE_VERSION = '2026-12';

/** The age from which a person consents for themselves; a younger person's data needs a parent's consent. */
export const ADULT_AGE = 18;

/**
 * What a consent record is about: `notice` is the privacy notice (the core service:
 * the account, bookings and the health details given), `reminders` the optional
 * reminder mail the day before a visit, `child` a parent's consent for a child
 * family member.
 */
export const CONSENT_PURPOSES = ['notice', 'reminders', 'child'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The uses a patient can withdraw from without leaving the service. */
export const OPTIONAL_CONSENTS = ['reminders'] as const satisfies readonly ConsentPurpose[];
export type OptionalConsent = (typeof OPTIONAL_CONSENTS)[number];

export const CONSENT_ACTIONS = ['given', 'withdrawn'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/** How long enquiries from the contact form are kept unless `ENQUIRY_RETENTION_DAYS` says otherwise. */
export const DEFAULT_ENQUIRY_RETENTION_DAYS = 365;

/**
 * How long a cancelled or released appointment that was never paid stays linked to
 * the patient unless `UNPAID_APPOINTMENT_RETENTION_DAYS` says otherwise; then it is deleted.
 */
export const DEFAULT_UNPAID_APPOINTMENT_RETENTION_DAYS = 180;

/** What an erased account is called on the records the centre keeps (paid visits, receipts). */
export const DELETED_PATIENT_PREFIX = 'Deleted patient #';

/** "Deleted patient #3F2A9C1D": the first eight hex digits of the account id, so staff can tell two apart. */
export const deletedPatientName = (userId: string): string =>
  `${DELETED_PATIENT_PREFIX}${userId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** Whether someone born on `dob` (`yyyy-mm-dd`) is under 18 on `today`. Malformed dates count as adult: validation refuses them elsewhere. */
export function isMinor(dob: string, today: CalendarDate): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hadBirthday = today.month > month || (today.month === month && today.day >= day);
  return today.year - year - (hadBirthday ? 0 : 1) < ADULT_AGE;
}

/** The account's consents as they stand, on the profile. */
export interface PrivacyStatus {
  /** The notice version the patient last accepted; null if never (an old account). */
  acceptedNoticeVersion: string | null;
  acceptedNoticeAt: string | null;
  /** PRIVACY_NOTICE_VERSION on the server: when it differs, booking waits for acceptance. */
  currentNoticeVersion: string;
  /** Whether the optional reminder mails are consented to. */
  reminderMails: boolean;
}

/** GET /api/privacy-notice (public): the facts /privacy fills into its text. */
export interface PrivacyNoticeResponse extends ApiResult {
  success: true;
  version: string;
  /** Where to complain: the grievance officer's address (`GRIEVANCE_EMAIL`). */
  grievanceEmail: string;
  enquiryRetentionDays: number;
  unpaidAppointmentRetentionDays: number;
}

/** PUT /api/user/privacy/notice: accepts the notice of this version (must be the current one). */
export interface AcceptNoticeRequest {
  version: string;
}

/** PUT /api/user/privacy/consents: gives or withdraws an optional consent. */
export interface ConsentsRequest {
  reminders: boolean;
}

/** Both PUTs above answer the account's privacy status as it now is. */
export interface PrivacyStatusResponse extends ApiResult {
  success: true;
  privacy: PrivacyStatus;
}

/** POST /api/user/email/send-otp: a code to the new address. */
export interface EmailChangeCodeRequest {
  email: string;
}

/** POST /api/user/email: the new address and the code mailed to it. Answers ProfileResponse. */
export interface EmailChangeRequest {
  email: string;
  otp: string;
}

/** POST /api/user/delete-account: the code mailed by POST /api/user/delete-account/send-otp. */
export interface DeleteAccountRequest {
  otp: string;
}

export interface ConsentRecordView {
  purpose: ConsentPurpose;
  action: ConsentAction;
  noticeVersion: string;
  /** For a child's consent: the member it covers, when still on the account. */
  familyMemberId: string | null;
  at: string;
}

/**
 * GET /api/user/export: everything held about the account, sent as a JSON file
 * (`Content-Disposition: attachment`). Dates are ISO strings; amounts rupees.
 */
export interface DataExport {
  /** What the file is, for whoever opens it later. */
  about: string;
  exportedAt: string;
  noticeVersion: string;
  profile: UserProfile & { createdAt: string; updatedAt: string };
  familyMembers: (FamilyMember & {
    createdAt: string;
    removedAt: string | null;
    guardianConsentAt: string | null;
  })[];
  appointments: {
    id: string;
    /** Who the visit was for: `self` or a family member's id. */
    patient: 'self' | string;
    patientName: string;
    doctorName: string;
    slotDate: string;
    slotTime: string;
    amount: number;
    status: string;
    createdAt: string;
    cancelledAt: string | null;
    cancelReason: string | null;
    paymentProof: {
      name: string;
      transactionId: string;
      status: string;
      submittedAt: string;
      reviewedAt: string | null;
      reason: string | null;
    } | null;
    receipt: { number: string; issuedAt: string; amount: number } | null;
  }[];
  likes: { blogId: string; title: string; likedAt: string }[];
  enquiries: { subject: string; message: string; name: string; phone: string; sentAt: string }[];
  consents: ConsentRecordView[];
  /** What centre staff did to the account's records, from the audit log (staff are named by role only). */
  staffActions: {
    action: string;
    targetType: string;
    targetId: string;
    actorRole: string | null;
    at: string;
    details: Record<string, unknown>;
  }[];
}

/** GET /api/admin/appointments/:id/health: the patient's health details, each view recorded in the audit log. */
export interface PatientHealthResponse extends ApiResult {
  success: true;
  health: { name: string; bloodGroup: string; allergy: string; medicalCondition: string };
}
