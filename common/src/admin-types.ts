/**
 * The staff API's answers (`/api/admin/*`), as JSON on the
 * wire: timestamps are ISO 8601 strings. The staff console reads them from here.
 */
import type { Appointment, Blog, Doctor, PaymentProof, PaymentStatus } from './api-types.js';
import type { AppointmentPatient } from './family.js';

/** `?page=&pageSize=` of every paged staff list; pages count from 1, at most 100 a page. */
export const STAFF_PAGE_SIZE_MAX = 100;

export interface PagedAnswer {
  success: true;
  page: number;
  pageSize: number;
}

export interface PatientContact {
  name: string;
  email: string;
  phone: string;
}

/** One UPI payment proof with what staff need to match it against the bank statement. */
export interface StaffPaymentRow extends PaymentProof {
  appointmentId: string;
  amount: number;
  /** `d_m_yyyy` and `HH:MM` of the appointment. */
  slotDate: string;
  slotTime: string;
  cancelled: boolean;
  /** Who the visit is for. */
  patient: AppointmentPatient;
  /** The account holder, who booked, pays and is mailed. */
  account: PatientContact;
  doctor: { id: string; name: string; speciality: string };
}

export type PaymentCounts = Record<PaymentStatus, number>;

/** GET /api/admin/payments?status=pending|accepted|rejected */
export interface StaffPaymentsResponse extends PagedAnswer {
  status: PaymentStatus;
  counts: PaymentCounts;
  payments: StaffPaymentRow[];
}

/** Filters of GET /api/admin/appointments?status= */
export const STAFF_APPOINTMENT_STATUSES = [
  'upcoming',
  'completed',
  'cancelled',
  'unpaid',
  'pending',
  'paid',
  'noShow',
] as const;
export type StaffAppointmentStatus = (typeof STAFF_APPOINTMENT_STATUSES)[number];

export interface StaffAppointment extends Appointment {
  /** The account holder, who booked, pays and is mailed; `patient` is who the visit is for. */
  account: PatientContact;
}

/** GET /api/admin/appointments/:id (a doctor: only their own, another's is 404) */
export interface StaffAppointmentResponse {
  success: true;
  appointment: StaffAppointment;
}

/**
 * GET /api/admin/appointments?date=d_m_yyyy&doctorId=&status=&page=&pageSize=
 * (a doctor: only their own appointments; naming another doctor gives an empty list)
 */
export interface StaffAppointmentsResponse extends PagedAnswer {
  appointments: StaffAppointment[];
  total: number;
}

/** GET /api/admin/doctors */
export interface StaffDoctorsResponse {
  success: true;
  doctors: Doctor[];
}

/** POST/PUT /api/admin/doctors(/:id), POST …/availability */
export interface StaffDoctorResponse {
  success: true;
  doctor: Doctor;
}

/** PUT /api/admin/doctors/:id/blocked-slots: warnings name blocked times a live appointment holds. */
export interface BlockedSlotsResponse extends StaffDoctorResponse {
  warnings: string[];
}

/** GET /api/admin/blogs */
export interface StaffBlogsResponse {
  success: true;
  blogs: Blog[];
}

export interface StaffEnquiry {
  _id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  createdAt: string;
}

/** GET /api/admin/enquiries?page=&pageSize= (newest first) */
export interface StaffEnquiriesResponse extends PagedAnswer {
  enquiries: StaffEnquiry[];
  total: number;
}

/** What the audit log records, written where each staff action (or the system's own) happens. */
export const AUDIT_ACTIONS = [
  'payment.approve',
  'payment.reject',
  'appointment.complete',
  'appointment.no-show',
  'appointment.cancel',
  'appointment.reschedule',
  'appointment.release',
  'doctor.create',
  'doctor.update',
  'doctor.availability',
  'doctor.blocked-slots',
  'blog.create',
  'blog.update',
  'blog.delete',
  'account.create',
  'account.disable',
  'account.password-set',
  // Privacy: a staff member opened a patient's health details; a patient erased their account;
  // the retention job deleted what had been kept long enough (counts only).
  'patient.health-view',
  'account.erase',
  'retention.purge',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What an entry acted on, in words staff recognise; null when the record is gone
 * (or the entry names a kind this list does not describe).
 */
export type AuditTarget =
  | { kind: 'appointment'; patientName: string; doctorName: string; slotDate: string; slotTime: string }
  | { kind: 'doctor'; name: string }
  | { kind: 'blog'; title: string }
  | { kind: 'account'; name: string; email: string };

export interface AuditEntry {
  id: number;
  /** Null when the system acted (an unpaid booking released), or the account was deleted since. */
  actor: { id: string; name: string; email: string } | null;
  action: string;
  targetType: string;
  targetId: string;
  target: AuditTarget | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/** GET /api/admin/audit?actorId=&action=&before=<last id>&limit= (newest first, at most 200) */
export interface AuditResponse {
  success: true;
  entries: AuditEntry[];
}
