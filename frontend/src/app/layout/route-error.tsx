import { useEffect, useRef } from 'react';
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
        Loading the latest version of this page…
      </p>
    );
  }

  const screen = (
    <section aria-labelledby="route-error-title" className="mx-auto max-w-xl py-16 text-center">
      <title>{notFound ? 'Page not found · Umang' : 'This page could not load · Umang'}</title>
      <h1
        id="route-error-title"
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-bold focus:outline-none"
      >
        {notFound ? 'Page not found' : 'This page could not load'}
      </h1>
      <p className="mt-3 text-muted">
        {notFound
          ? 'This address has no page. It may have moved, or the address may have a typo.'
          : 'Something went wrong while opening this page, perhaps the internet connection. Please try again in a moment.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary')}>
          Reload
        </button>
        <Link to={home} className={buttonClass('secondary')}>
          {home === '/' ? 'Home' : 'Console home'}
        </Link>
      </div>
      <p className="mt-8 text-muted">
        Need help now? Call us on{' '}
        <a
          href={CENTRE.phoneHref}
          className="figures font-semibold text-primary underline underline-offset-4"
        >
          {CENTRE.phoneDisplay}
        </a>
        .
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
