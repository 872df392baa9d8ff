import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { THERAPY_SLUGS, therapyEnquiryPath } from '@/content/therapies';

/**
 * The twelve offerings as cards, each opening the contact form to ask about it. As with the
 * condition cards, the title is the link and its ::after covers the card: one click target,
 * one tab stop, with the ring drawn round the whole card.
 */
export function TherapyList() {
  const { t } = useTranslation('services');
  return (
    <ul
      aria-label={t('overview.therapies.label')}
      className="mt-6 grid gap-4 sm:grid-cols-2 sm:gap-6 2xl:grid-cols-3"
    >
      {THERAPY_SLUGS.map((slug, i) => {
        const hintId = `therapy-${slug}-hint`;
        return (
          <li
            key={slug}
            className="group relative flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 transition hover:-translate-y-0.5 hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent has-[a:focus-visible]:ring-offset-2"
          >
            <span
              aria-hidden="true"
              className="figures flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft font-bold text-primary-dark"
            >
              {i + 1}
            </span>
            <div className="flex min-w-0 flex-1 flex-col">
              <h3 className="text-lg font-semibold text-ink">
                <Link
                  to={therapyEnquiryPath(slug)}
                  aria-describedby={hintId}
                  className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-primary"
                >
                  {t(`therapies.${slug}.name`)}
                </Link>
              </h3>
              <p className="mt-1 flex-1 text-base text-muted">{t(`therapies.${slug}.summary`)}</p>
              {/* Spoken with the link as its description; the card itself is the link. */}
              <p id={hintId} aria-hidden="true" className="mt-3 text-base font-semibold text-primary">
                {t('overview.therapies.ask')}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
