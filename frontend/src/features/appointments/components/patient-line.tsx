import { type AppointmentPatient, relationWords } from '@umang/common';
import { Trans, useTranslation } from 'react-i18next';

/**
 * Whom the visit is for, when that is not the account holder: "Appointment for Aarav
 * Verma, son". A parent booking for several children tells the cards apart by it.
 */
export function PatientLine({ patient }: { patient: AppointmentPatient }) {
  const { t } = useTranslation('appointments');
  if (patient.relation === 'self') return null;
  const words = relationWords(patient.relation, patient.gender);
  return (
    <p className="mt-1 text-base text-ink">
      <Trans
        t={t}
        i18nKey="card.patient"
        values={{ name: patient.name, relation: t(`kin.${words}` as 'kin.son', { defaultValue: words }) }}
        components={{ name: <strong className="font-semibold" /> }}
      />
    </p>
  );
}
