import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SectionHeading } from '@/components/ui/section-heading';
import { SPECIALITIES } from '@/content/home';

/** Anchor id "speciality" (links point at it); each entry opens the team list filtered to it. */
export function SpecialitySection() {
  const { t } = useTranslation('home');
  return (
    <section id="speciality" aria-labelledby="speciality-title" className="scroll-mt-24">
      <SectionHeading id="speciality-title" title={t('speciality.title')}>
        {t('speciality.lead')}
      </SectionHeading>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3 sm:gap-6">
        {SPECIALITIES.map(({ name, image }) => (
          <li key={name}>
            <Link
              to={`/doctors?speciality=${encodeURIComponent(name)}`}
              className="group flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 transition hover:-translate-y-0.5 hover:border-primary hover:shadow-lg sm:flex-col sm:gap-3 sm:p-5 sm:text-center"
            >
              <img
                src={image}
                alt=""
                width={160}
                height={160}
                loading="lazy"
                decoding="async"
                className="aspect-square h-auto w-20 shrink-0 rounded-full bg-primary-soft sm:w-36"
              />
              <span className="text-lg font-semibold text-ink group-hover:text-primary">
                {t(`speciality.names.${name}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
