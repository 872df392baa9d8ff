import { useTranslation } from 'react-i18next';
import { STATS } from '@/content/home';

/** The headline numbers: value large, label underneath. */
export function StatsList() {
  const { t } = useTranslation('home');
  return (
    <section aria-label={t('stats.label')}>
      <dl className="grid grid-cols-3 gap-3 sm:gap-6">
        {STATS.map(({ id, value }) => (
          // dt must come first in the markup; flex-col-reverse draws the value on top.
          <div
            key={id}
            className="flex flex-col-reverse items-center justify-end rounded-2xl border border-slate-200 bg-white px-2 py-5 text-center sm:px-4 sm:py-6"
          >
            <dt className="mt-1 text-base leading-snug text-muted">{t(`stats.${id}`)}</dt>
            <dd className="text-2xl font-bold text-primary min-[400px]:text-3xl sm:text-4xl md:text-5xl">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
