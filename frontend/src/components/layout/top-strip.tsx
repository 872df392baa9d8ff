import { useTranslation } from 'react-i18next';
import { useCentre } from '@/content/centre';

/** The "second top component": phone and opening hours under the navbar. */
export function TopStrip() {
  const { t } = useTranslation();
  const centre = useCentre();
  return (
    <aside aria-label={t('topStrip.label')} className="bg-primary-dark text-white">
      <div className="mx-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-1.5 text-xs sm:mx-[8%] sm:text-sm">
        <p>
          <span className="sr-only">{t('topStrip.phone')}</span>
          <a href={centre.phoneHref} className="figures font-semibold underline-offset-2 hover:underline">
            {centre.phoneDisplay}
          </a>
        </p>
        <p>
          <span className="sr-only">{t('topStrip.hours')}</span>
          <span className="figures">{centre.hours}</span>
          <span className="hidden md:inline"> · {centre.location}</span>
        </p>
      </div>
    </aside>
  );
}
