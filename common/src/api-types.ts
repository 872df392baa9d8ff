import type { PrivacyStatus } from './privacy.js';
import type { Language } from './language.js';
import type { AppointmentPatient } from './family.js';
import type { ErrorCode } from './error-codes.js';

/**
 * The API's shapes. Backend answers and
 * SPA reads are typed from this one file.
 */

/** Every answer carries `success`; errors add a human-readable `message`. */
export interface ApiResult {
  success: boolean;
  message?: string;
}

export interface ApiError extends ApiResult {
  success: false;
  message: string;
  /** Stable for each error, unlike the wording (`common/src/error-codes.ts`). */
  code?: ErrorCode;
  /** With a 429 that waiting lifts: whole seconds to wait, as the `Retry-After` header says. */
  retryAfter?: number;
}

export interface Address {
  line1: string;
  line2: string;
}

/** One blocked day of a doctor: date key `d_m_yyyy`, times `HH:MM` (24-hour). */
export interface BlockedSlot {
  date: string;
  times: string[];
}

/** Map from date key `d_m_yyyy` to the booked `HH:MM` times of that day. */
export type SlotsBooked = Record<string, string[]>;

export interface Doctor {
  _id: string;
  name: string;
  image: string;
  speciality: string;
  degree: string;
  /** Years of practice. */
  experience: number;
  about: string;
  /** Appointment fee in rupees. */
  fees: number;
  available: boolean;
  address: Address;
  slots_booked: SlotsBooked;
  blockedSlots: BlockedSlot[];
}

export interface DoctorListResponse extends ApiResult {
  success: true;
  doctors: Doctor[];
}

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

/** Who may sign in to the staff console, least powerful last. */
export const CONSOLE_ROLES = ['admin', 'staff', 'doctor'] as const;
/**
 * `admin`: everything, including console accounts; `staff`: the front office's work
 * (payments, appointments, doctors, blogs, enquiries, audit); `doctor`: one doctor's
 * own appointments, availability and blocked slots.
 */
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];
export type Role = 'patient' | ConsoleRole;

export function isConsoleRole(role: string | null | undefined): role is ConsoleRole {
  return (CONSOLE_ROLES as readonly string[]).includes(role ?? '');
}

export interface UserProfile {
  _id: string;
  name: string;
  fathername: string;
  mothername: string;
  email: string;
  phone: string;
  address: Address;
  gender: Gender | '';
  /** `yyyy-mm-dd`, or empty when not given. */
  dob: string;
  bloodGroup: BloodGroup | '';
  allergy: string;
  medicalCondition: string;
  image: string;
  /** The language the patient reads the site in; their mails are written in it. */
  language: Language;
}

/** `PUT /api/user/language`: the language the account's mails are written in. */
export interface LanguageRequest {
  language: Language;
}

/** GET /api/user/get-profile, and every change to the profile or its e-mail. */
export interface ProfileResponse extends ApiResult {
  success: true;
  userData: UserProfile;
  /** The account's consents; booking waits while `acceptedNoticeVersion` is not the current one. */
  privacy: PrivacyStatus;
}

export interface TokenResponse extends ApiResult {
  success: true;
  token: string;
}

export const PAYMENT_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentProof {
  status: PaymentStatus;
  name: string;
  transactionId: string;
  /** ISO 8601. */
  submittedAt: string;
  reviewedAt: string | null;
  reason: string | null;
  /** `UMG/2026-27/000123`, given when staff accept the proof; null before (and for a rejected proof). */
  receiptNumber: string | null;
}

export interface AppointmentDoctor {
  name: string;
  image: string;
  speciality: string;
  address: Address;
}

export interface Appointment {
  _id: string;
  docId: string;
  docData: AppointmentDoctor;
  /** `d_m_yyyy`. */
  slotDate: string;
  /** `HH:MM`, 24-hour. */
  slotTime: string;
  /** ISO 8601 with `+05:30`. */
  startsAt: string;
  /** Rupees: the doctor's fee at booking time. */
  amount: number;
  payment: boolean;
  isCompleted: boolean;
  /** The patient did not come: marked by the centre from the slot's start ("Missed" to the patient). */
  noShow: boolean;
  cancelled: boolean;
  /** Why the centre cancelled it, in words for the patient; null when the patient cancelled it or it is live. */
  cancelReason: string | null;
  /**
   * ISO 8601: when an unpaid booking is released unless a payment proof arrives
   * first; null once a proof is pending or accepted, or it is paid, cancelled or completed.
   */
  holdExpiresAt: string | null;
  paymentProof: PaymentProof | null;
  /** Who the visit is for: a family member, or the account holder. */
  patient: AppointmentPatient;
  /** How many more times the patient may move it (`MAX_PATIENT_RESCHEDULES` at first). */
  reschedulesLeft: number;
  /** ISO 8601: the patient may move it until then (its start less the cutoff). */
  rescheduleBy: string;
}

export interface AppointmentsResponse extends ApiResult {
  success: true;
  appointments: Appointment[];
}

export interface BookAppointmentRequest {
  docId: string;
  slotDate: string;
  slotTime: string;
  /** A family member of the caller's account; omitted, the visit is for the account holder. */
  patientId?: string;
}

export interface PaymentSubmission {
  appointmentId: string;
  name: string;
  transactionId: string;
}

export interface PaymentQrResponse extends ApiResult {
  success: true;
  amount: number;
  upiUri: string;
  /** The centre's UPI ID the money goes to, for payers who type it in rather than scan. */
  upiId: string;
  /** The payee name the payer's UPI app shows for that ID. */
  payeeName: string;
  /** Data URL of the QR image. */
  qr: string;
}

export type MediaType = 'image' | 'video';

export interface Blog {
  _id: string;
  title: string;
  content: string;
  author: string;
  /** ISO 8601. */
  createdAt: string;
  mediaUrl: string;
  mediaType: MediaType;
  /**
   * One entry per like, oldest first: a pseudonym that differs from post to post,
   * never an account id. The count of likes is its length.
   */
  likes: string[];
  /** Whether the signed-in caller (the `token` header) likes the post; false for anonymous readers. */
  likedByMe: boolean;
}

export interface BlogResponse extends ApiResult {
  success: true;
  blog: Blog;
}

export interface BlogLikeResponse extends ApiResult {
  success: true;
  /** The post's likes after the toggle, as in `Blog.likes`. */
  likes: string[];
  /** Whether the caller likes the post after the toggle. */
  likedByMe: boolean;
}

export interface ContactEnquiry {
  name: string;
  email: string;
  subject: string;
  phone: string;
  message: string;
}

export interface GovernmentBenefit {
  title: string;
  link: string;
}

export interface SpecialityEntry {
  name: string;
  image: string;
}
