import { type AppointmentPatient, type PatientContact, relationWords } from '@umang/common';

/**
 * Under the name of who the visit is for: when that is a family member, how they
 * are related to the account holder, who booked and is the one to call.
 */
export function BookedBy({ patient, account }: { patient: AppointmentPatient; account: PatientContact }) {
  if (patient.relation === 'self') return null;
  return (
    <p className="text-muted">
      {relationWords(patient.relation, patient.gender)} of {account.name}
    </p>
  );
}
