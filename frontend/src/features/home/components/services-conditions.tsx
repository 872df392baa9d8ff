import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { THERAPY_SLUGS } from '@/content/therapies';
import { TREATMENT_SLUGS, treatmentPath } from '@/content/treatments';

const card = 'rounded-2xl border border-slate-200 bg-white p-6 sm:p-8';
const heading = 'text-2xl font-bold text-ink sm:text-3xl';

/**
 * Two lists: the therapies we offer and the conditions we treat. Their names are
 * the home page's own words (`home:services.items`, `home:conditions.items`), so
 * the home page does not fetch the whole services file for twenty-two names.
 */
export function ServicesConditions() {
  const { t } = useTranslation('home');
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="services-title" className={card}>
        <h2 id="services-title" className={heading}>
          {t('services.title')}
        </h2>
        <ul className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {THERAPY_SLUGS.map((slug) => (
            <li key={slug} className="flex items-start gap-3 text-base text-ink">
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-primary" />
              {t(`services.items.${slug}`)}
            </li>
          ))}
        </ul>
        <Link
          to="/services/all"
          className="mt-6 inline-block font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
        >
          {t('services.more')}
        </Link>
      </section>
      <section aria-labelledby="conditions-title" className={card}>
        <h2 id="conditions-title" className={heading}>
          {t('conditions.title')}
        </h2>
        <ul className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {TREATMENT_SLUGS.map((slug) => (
            <li key={slug}>
              <Link
                to={treatmentPath(slug)}
                className="text-base text-primary underline decoration-primary/40 underline-offset-4 hover:text-primary-dark hover:decoration-primary-dark"
              >
                {t(`conditions.items.${slug}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
