import { CENTRE_PHONE_DISPLAY, CENTRE_PHONE_HREF, type Appointment } from '@umang/common';
import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-language';

const LINK = 'font-semibold whitespace-nowrap text-primary underline underline-offset-4';

interface PaidVisitsProps {
  visits: readonly Appointment[];
  /** The grievance officer's address, when /privacy's facts have arrived. */
  grievanceEmail: string | null;
}

/** The paid visits still to come that an erasure cancels, and whom to ask for the refund. */
export function PaidVisits({ visits, grievanceEmail }: PaidVisitsProps) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  if (visits.length === 0) return null;
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p id="profile-paid-visits" className="text-base font-semibold">
        {t('privacy.delete.paidHeading', { count: visits.length })}
      </p>
      <ul aria-labelledby="profile-paid-visits" className="mt-2 grid gap-2">
        {visits.map((visit) => (
          <li key={visit._id} className="text-base">
            <span className="figures font-semibold">
              {format.slotDay(visit.slotDate)}, {format.time(visit.slotTime)}
            </span>
            <span className="block">
              {t('privacy.delete.paidItem', {
                doctor: visit.docData.name,
                patient: visit.patient.name,
                amount: format.rupees(visit.amount),
              })}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-base">
        <Trans
          t={t}
          i18nKey={grievanceEmail ? 'privacy.delete.refund' : 'privacy.delete.refundByPhone'}
          values={{ phone: CENTRE_PHONE_DISPLAY, email: grievanceEmail ?? '' }}
          components={{
            phone: <a href={CENTRE_PHONE_HREF} className={LINK} />,
            mail: (
              <a
                href={`mailto:${grievanceEmail ?? ''}`}
                className={`${LINK} wrap-anywhere whitespace-normal`}
              />
            ),
          }}
        />
      </p>
    </div>
  );
}
