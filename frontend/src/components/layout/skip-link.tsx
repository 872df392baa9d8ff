import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

// Focus <main> directly: a plain #main navigation would go through the router
// and leave "#main" in the address bar.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** First tab stop on every page: jumps past the navigation to <main id="main" tabIndex={-1}>. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      onClick={skipToMain}
      className="sr-only z-50 rounded-md bg-accent font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
    >
      {t('skipLink')}
    </a>
  );
}
