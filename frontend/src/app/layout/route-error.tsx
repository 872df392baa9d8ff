import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { CENTRE } from '@/content/centre';
import { isChunkLoadError, reloadOnceForNewCode } from '@/lib/reload-for-new-code';

// One decision per error: a second render of the same error must not reload again.
const reloading = new WeakMap<object, boolean>();

function reloadsFor(error: unknown): boolean {
  if (!isChunkLoadError(error) || typeof error !== 'object' || error === null) return false;
  if (!reloading.has(error)) reloading.set(error, reloadOnceForNewCode());
  return reloading.get(error) ?? false;
}

interface RouteErrorProps {
  /** Where Home goes: the site's home page, or the console's first screen. */
  home?: '/' | '/admin';
  /** Shown without the site's frame (the frame itself failed): the screen brings its own landmark. */
  standalone?: boolean;
}

/**
 * What a visitor sees when a page cannot be shown: its code could not be fetched (the
 * network dropped, or a release replaced it) or it broke. It lives in the entry code,
 * so it shows even when nothing else can load, and always offers a way on: reload,
 * home, or a call to the centre.
 */
export function RouteError({ home = '/', standalone = false }: RouteErrorProps) {
  const { t } = useTranslation();
  const error = useRouteError();
  const heading = useRef<HTMLHeadingElement>(null);
  const willReload = reloadsFor(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  // Screen-reader and keyboard users start on the news, not somewhere in the old page.
  useEffect(() => {
    if (!willReload) heading.current?.focus();
  }, [willReload]);

  if (willReload) {
    return (
      <p role="status" className="py-16 text-center text-muted">
        {t('routeError.loadingLatest')}
      </p>
    );
  }

  const title = notFound ? t('routeError.notFoundTitle') : t('routeError.failedTitle');
  // The number in the help sentence (`<phone>…</phone>`) is a link. Cut out by hand: <Trans>
  // and the HTML parser it brings would add some 4 KB to the entry for this one sentence.
  const [helpBefore, helpPhone, helpAfter] = t('routeError.help', { phone: CENTRE.phoneDisplay }).split(
    /<phone>(.*?)<\/phone>/,
  );
  const screen = (
    <section aria-labelledby="route-error-title" className="mx-auto max-w-xl py-16 text-center">
      <title>{`${title} · ${CENTRE.shortName}`}</title>
      <h1
        id="route-error-title"
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-bold focus:outline-none"
      >
        {title}
      </h1>
      <p className="mt-3 text-muted">
        {notFound ? t('routeError.notFoundBody') : t('routeError.failedBody')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary')}>
          {t('routeError.reload')}
        </button>
        <Link to={home} className={buttonClass('secondary')}>
          {home === '/' ? t('routeError.home') : t('routeError.consoleHome')}
        </Link>
      </div>
      <p className="mt-8 text-muted">
        {helpBefore}
        {helpPhone !== undefined && (
          <a
            href={CENTRE.phoneHref}
            className="figures font-semibold text-primary underline underline-offset-4"
          >
            {helpPhone}
          </a>
        )}
        {helpAfter}
      </p>
    </section>
  );

  if (!standalone) return screen;
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh bg-slate-50 px-4 focus:outline-none">
      <p className="pt-8 text-center text-xl font-bold text-primary">{CENTRE.shortName}</p>
      {screen}
    </main>
  );
}
