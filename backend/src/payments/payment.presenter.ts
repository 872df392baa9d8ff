import type { StaffPaymentRow } from '@umang/common';
import { accountOf, patientOf, toPaymentProof } from '../appointments/appointment.presenter.js';
import type { PaymentsRepository } from './payments.repository.js';

/** A proof with its appointment, patient and doctor, as the staff list selects it. */
export type StaffPaymentSource = Awaited<ReturnType<PaymentsRepository['listByStatus']>>[number];

/** One row of the staff console's payments list. */
export function toStaffPaymentRow(row: StaffPaymentSource): StaffPaymentRow {
  return {
    appointmentId: row.appointmentId,
    ...toPaymentProof(row),
    amount: row.amount,
    slotDate: row.slotDate,
    slotTime: row.slotTime,
    cancelled: row.cancelled,
    patient: patientOf(row),
    account: accountOf(row),
    doctor: { id: row.doctor.id, name: row.doctor.name, speciality: row.doctor.speciality },
  };
}
