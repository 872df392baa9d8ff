import { type Appointment, type PaymentProof, slotStartsAtIso, type StaffAppointment } from '@umang/common';
import type { DetailedAppointment } from './appointments.repository.js';

/** An appointment with the end of its unpaid hold worked out (null when not held). */
export type ViewedAppointment = DetailedAppointment & { holdExpiresAt: Date | null };

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
  };
}

/** The patient's view of an appointment. */
export function toAppointment({
  appointment: a,
  doctor,
  proof,
  holdExpiresAt,
}: ViewedAppointment): Appointment {
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
    cancelled: a.cancelled,
    // Only a cancelled appointment has a reason to show.
    cancelReason: a.cancelled ? a.cancelReason : null,
    holdExpiresAt: holdExpiresAt?.toISOString() ?? null,
    paymentProof: proof ? toPaymentProof(proof) : null,
  };
}

/** The staff console's view: the patient's view plus who the patient is. */
export function toStaffAppointment(row: ViewedAppointment): StaffAppointment {
  const { name, email, phone } = row.patient;
  return { ...toAppointment(row), patient: { name, email, phone } };
}
