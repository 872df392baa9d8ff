import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';

/** "Meet doctors" on the home page: a short pointer to the team page. */
export function MeetDoctors() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="meet-doctors-title"
      className="flex flex-col items-start gap-5 rounded-3xl bg-accent-soft p-6 sm:p-10 md:flex-row md:items-center md:justify-between"
    >
      <div className="max-w-2xl">
        <h2 id="meet-doctors-title" className="text-2xl font-bold text-ink sm:text-3xl">
          {t('meetDoctors.title')}
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-muted">{t('meetDoctors.intro')}</p>
      </div>
      <Link to="/doctors" className={buttonClass('primary', 'px-7 py-3 text-base')}>
        {t('meetDoctors.team')}
      </Link>
    </section>
  );
}
