import { Trans, useTranslation } from 'react-i18next';
import { CENTRE } from '@/content/centre';

const phone =
  'inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-lg font-bold text-red-800 ' +
  'ring-1 ring-red-200 hover:bg-red-100';

/** Two numbers to call: the centre in working hours, Tele-MANAS at any hour. */
export function EmergencyCareCard() {
  const { t } = useTranslation(['services', 'common']);
  return (
    <section
      aria-labelledby="emergency-care"
      className="rounded-2xl border border-red-200 bg-red-50 p-6 sm:p-8"
    >
      <h2 id="emergency-care" className="text-2xl font-bold text-red-900">
        {t('emergency.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-lg text-ink">
        <Trans
          t={t}
          i18nKey="emergency.text"
          values={{ hours: t('common:centre.hours') }}
          components={{ hours: <span className="figures" />, strong: <strong className="figures" /> }}
        />
      </p>
      <ul className="mt-5 flex flex-wrap gap-3">
        <li>
          <a href={CENTRE.phoneHref} className={phone}>
            <span className="sr-only">{t('emergency.callCentre')}</span>
            <span className="figures">{CENTRE.phoneDisplay}</span>
          </a>
        </li>
        <li>
          <a href="tel:14416" className={phone}>
            <span className="sr-only">{t('emergency.callTeleManas')}</span>
            <span className="figures">14416</span>
            <span aria-hidden="true" className="text-base font-medium text-ink">
              {t('emergency.teleManas')}
            </span>
          </a>
        </li>
      </ul>
    </section>
  );
}
