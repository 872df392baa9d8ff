import {
  type Appointment,
  type AppointmentPatient,
  type PatientContact,
  type PaymentProof,
  slotStartsAtIso,
  type StaffAppointment,
} from '@umang/common';
import { isErasedEmail } from '../data-rights/erased-account.js';
import type { DetailedAppointment } from './appointments.repository.js';

/**
 * An appointment with what depends on the centre's settings worked out: the end of
 * its unpaid hold (null when not held) and how the patient may still move it.
 */
export type ViewedAppointment = DetailedAppointment &
  Pick<Appointment, 'reschedulesLeft' | 'rescheduleBy'> & { holdExpiresAt: Date | null };

/** The people an appointment names, as the repositories select them. */
interface PeopleRow {
  account: { name: string; email: string; phone: string; gender: AppointmentPatient['gender'] };
  member: {
    name: string;
    relation: Exclude<AppointmentPatient['relation'], 'self'>;
    gender: AppointmentPatient['gender'];
  } | null;
}

/** Who the visit is for: the family member, or the account holder. */
export function patientOf({ account, member }: PeopleRow): AppointmentPatient {
  return member
    ? { name: member.name, relation: member.relation, gender: member.gender }
    : { name: account.name, relation: 'self', gender: account.gender };
}

/** The account holder as staff reach them; an erased account has no address to reach (its name says so). */
export function accountOf({ account }: PeopleRow): PatientContact {
  return {
    name: account.name,
    email: isErasedEmail(account.email) ? '' : account.email,
    phone: account.phone,
  };
}

/** A proof as the repositories select it (`PROOF_COLUMNS`). */
export type ProofRow = NonNullable<DetailedAppointment['proof']>;

/** A payment proof as the API answers it, to patients and staff alike. */
export function toPaymentProof(proof: ProofRow): PaymentProof {
  return {
    status: proof.status,
    name: proof.name,
    transactionId: proof.transactionId,
    submittedAt: proof.submittedAt.toISOString(),
    reviewedAt: proof.reviewedAt?.toISOString() ?? null,
    reason: proof.reason,
    receiptNumber: proof.receiptNumber,
  };
}

/** The patient's view of an appointment. */
export function toAppointment(row: ViewedAppointment): Appointment {
  const { appointment: a, doctor, proof, holdExpiresAt } = row;
  return {
    _id: a.id,
    docId: a.doctorId,
    docData: {
      name: doctor.name,
      image: doctor.image,
      speciality: doctor.speciality,
      address: { line1: doctor.address.line1, line2: doctor.address.line2 },
    },
    slotDate: a.slotDate,
    slotTime: a.slotTime,
    // From the slot itself, in IST; the stored instant only if the slot were unreadable.
    startsAt: slotStartsAtIso(a.slotDate, a.slotTime) ?? a.startsAt.toISOString(),
    amount: a.amount,
    payment: a.payment,
    isCompleted: a.isCompleted,
    noShow: a.noShowAt !== null,
    cancelled: a.cancelled,
    // Only a cancelled appointment has a reason to show.
    cancelReason: a.cancelled ? a.cancelReason : null,
    holdExpiresAt: holdExpiresAt?.toISOString() ?? null,
    paymentProof: proof ? toPaymentProof(proof) : null,
    patient: patientOf(row),
    reschedulesLeft: row.reschedulesLeft,
    rescheduleBy: row.rescheduleBy,
  };
}

/** The staff console's view: the patient's view plus the account holder to contact. */
export function toStaffAppointment(row: ViewedAppointment): StaffAppointment {
  return { ...toAppointment(row), account: accountOf(row) };
}
