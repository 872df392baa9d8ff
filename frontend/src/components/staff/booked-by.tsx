import { type AppointmentPatient, type PatientContact, relationWords } from '@umang/common';

/**
 * Under the name of who the visit is for: when that is a family member, how they are
 * related to the account holder and who that is. The phone and e-mail that follow are
 * the account holder's, the person staff call about the visit.
 */
export function BookedBy({ patient, account }: { patient: AppointmentPatient; account: PatientContact }) {
  if (patient.relation === 'self') return null;
  const relation = relationWords(patient.relation, patient.gender);
  return (
    <p className="text-muted">
      {relation.charAt(0).toUpperCase() + relation.slice(1)} of{' '}
      <span className="font-medium text-ink">{account.name}</span> (account holder)
    </p>
  );
}
