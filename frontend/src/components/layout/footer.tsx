import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAV_LINKS, SOCIAL_LINKS, useCentre } from '@/content/centre';
import { SocialIcon } from './social-icon';

const heading = 'text-sm font-semibold tracking-wide text-white uppercase';
const link = 'text-slate-200 underline-offset-4 hover:text-white hover:underline';

export function Footer() {
  const { t } = useTranslation();
  const centre = useCentre();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-ink text-slate-200">
      <div className="mx-4 grid gap-10 py-12 sm:mx-[8%] md:grid-cols-[2fr_1fr_1fr]">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-bold text-white">
            {centre.name}
          </h2>
          <p className="mt-3 max-w-prose text-sm leading-relaxed">
            {t('footer.about', { location: centre.location })}
          </p>
          <p className="mt-3 text-sm">
            <a href={centre.phoneHref} className={`figures ${link}`}>
              {centre.phoneDisplay}
            </a>{' '}
            · <span className="figures">{centre.hours}</span>
          </p>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-1">
            <li>
              <Link to="/" className={link}>
                {t('nav.home')}
              </Link>
            </li>
            {NAV_LINKS.map(({ labelKey, to }) => (
              <li key={to}>
                <Link to={to} className={link}>
                  {t(`nav.${labelKey}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/privacy" className={link}>
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={heading}>
            {t('footer.followUs')}
          </h2>
          <ul className="mt-3 flex gap-3">
            {SOCIAL_LINKS.map(({ network, label, href }) => (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.newTab', { network: label })}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-primary"
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-white/10">
        {/*
          The mascot's corner: the last line keeps right of the fixed circle (4rem plus its
          offset, 8rem from the large breakpoint), which sits over the footer's empty
          lower-right at the end of the page instead of under a band of its own.
        */}
        <div className="mx-4 flex flex-col gap-1 py-4 pr-20 text-sm text-slate-300 sm:mx-[8%] sm:flex-row sm:justify-between sm:pr-24 lg:pr-40">
          <p>{t('footer.rights', { year, name: centre.name })}</p>
          <p>{t('footer.builtBy')}</p>
        </div>
      </div>
    </footer>
  );
}
