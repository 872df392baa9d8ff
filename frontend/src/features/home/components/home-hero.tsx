import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { useCentre } from '@/content/centre';

/** The home banner: the centre's name, a warm lead and Book Appointment. */
export function HomeHero() {
  const { t } = useTranslation('home');
  const centre = useCentre();
  return (
    <section className="grid items-center gap-8 overflow-hidden rounded-3xl bg-gradient-to-br from-primary-soft via-white to-accent-soft px-6 py-10 sm:px-12 sm:py-14 lg:grid-cols-[1.1fr_1fr]">
      <div>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{centre.location}</p>
        <h1 className="mt-3 text-3xl leading-tight font-bold text-ink sm:text-5xl">{centre.name}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{t('hero.lead')}</p>
        <Link to="/doctors" className={buttonClass('primary', 'mt-8 px-7 py-3 text-base')}>
          {t('hero.book')}
        </Link>
      </div>
      {/* Above the fold: fetched first, never lazily; the ratio is fixed so nothing shifts. */}
      <img
        src="/assets/home/header.svg"
        alt=""
        width={560}
        height={420}
        fetchPriority="high"
        decoding="async"
        className="mx-auto aspect-[4/3] h-auto w-full max-w-md rounded-3xl lg:max-w-none"
      />
    </section>
  );
}
