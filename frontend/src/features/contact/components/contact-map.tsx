import { useTranslation } from 'react-i18next';
import { CONTACT, MAP } from '@/content/contact';

/**
 * The OpenStreetMap embed (no cookies, no API key) with the address, directions
 * and a map link always shown in text below it, for readers who cannot use the map.
 */
export function ContactMap() {
  const { t } = useTranslation('contact');
  return (
    <div>
      <iframe
        src={MAP.embedUrl}
        title={t('map.title')}
        loading="lazy"
        referrerPolicy="no-referrer"
        className="aspect-[4/3] w-full rounded-2xl border border-slate-200 bg-primary-soft sm:aspect-video"
      />
      <div className="mt-4 space-y-2 text-base text-ink">
        <p>
          <span className="font-semibold">{CONTACT.address}</span>
        </p>
        <p className="text-muted">{t('map.directions')}</p>
        <p>
          <a
            href={MAP.openUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
          >
            {t('map.open')}
            <span className="sr-only">{t('map.newTab')}</span>
          </a>
        </p>
      </div>
    </div>
  );
}
