import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TREATMENT_SLUGS, treatmentPath } from '@/content/treatments';

/**
 * The ten conditions as cards. The title is the link; its ::after covers the
 * card, so each card is one click target and one tab stop.
 */
export function ConditionGrid() {
  const { t } = useTranslation('services');
  return (
    <ul
      aria-label={t('overview.conditions.label')}
      className="mt-6 grid gap-4 sm:grid-cols-2 sm:gap-6 2xl:grid-cols-3"
    >
      {TREATMENT_SLUGS.map((slug) => (
        <li
          key={slug}
          className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 transition hover:-translate-y-0.5 hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent has-[a:focus-visible]:ring-offset-2"
        >
          <h3 className="text-lg font-semibold text-ink">
            <Link
              to={treatmentPath(slug)}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-primary"
            >
              {t(`treatments.${slug}.condition`)}
            </Link>
          </h3>
          <p className="mt-1 flex-1 text-base text-muted">{t(`treatments.${slug}.summary`)}</p>
          <p aria-hidden="true" className="mt-3 text-base font-semibold text-primary">
            {t('overview.conditions.readMore')}
          </p>
        </li>
      ))}
    </ul>
  );
}
