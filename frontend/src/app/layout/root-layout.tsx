import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';
import { useClearErrorsOnPageChange } from '@/lib/use-clear-errors-on-page-change';
import { AppShell } from './app-shell';

/** What a page route tells the frame about itself. */
export interface RouteHandle {
  /** Whether the mascot may show on the page (see `noMascot` in public-routes.ts). */
  mascot: boolean;
}

const withoutMascot = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && (handle as Partial<RouteHandle>).mascot === false;

/** The router's root element: the shell around the matched page. */
export function RootLayout() {
  const navigation = useNavigation();
  const mascot = !useMatches().some((match) => withoutMascot(match.handle));
  useClearErrorsOnPageChange();
  return (
    <AppShell mascot={mascot}>
      {/* A page's code is fetched on first visit: a thin bar shows it is coming. */}
      {navigation.state === 'loading' && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-sun" />
      )}
      <Outlet />
      {/* New pages start at the top; Back restores the old position. */}
      <ScrollRestoration />
    </AppShell>
  );
}

/**
 * Shown in the frame while the first page's code loads, so the frame never stands
 * empty. A screen tall, so the footer waits below the fold instead of jumping down
 * when the page arrives.
 */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <p role="status" className="min-h-dvh py-16 text-center text-muted">
      {t('load.loading')}
    </p>
  );
}
