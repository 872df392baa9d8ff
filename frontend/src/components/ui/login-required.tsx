import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from './button';

interface LoginRequiredProps {
  /**
   * What the page would show, in the language shown: "your appointments" /
   * "अपनी अपॉइंटमेंट" (the sentence around it is worded per language).
   */
  what: string;
}

/**
 * Shown by a logged-in page to a visitor without a token: the routes have no
 * guards, so the page explains instead of failing.
 */
export function LoginRequired({ what }: LoginRequiredProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-primary-soft/50 px-6 py-12 text-center">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('loginRequired.title')}</h1>
      <p className="mt-3 text-lg text-muted">{t('loginRequired.body', { what })}</p>
      <Link to="/login" className={buttonClass('primary', 'mt-8 px-7 py-3 text-base')}>
        {t('loginRequired.action')}
      </Link>
    </section>
  );
}
