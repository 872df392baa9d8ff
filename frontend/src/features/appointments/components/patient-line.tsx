import { type AppointmentPatient, relationWords } from '@umang/common';

/**
 * Whom the visit is for, when that is not the account holder: "Appointment for Aarav
 * Verma, son". A parent booking for several children tells the cards apart by it.
 */
export function PatientLine({ patient }: { patient: AppointmentPatient }) {
  if (patient.relation === 'self') return null;
  return (
    <p className="mt-1 text-base text-ink">
      Appointment for <strong className="font-semibold">{patient.name}</strong>,{' '}
      {relationWords(patient.relation, patient.gender)}
    </p>
  );
}
