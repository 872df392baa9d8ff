import { type DefaultOptions, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';
import { showError, type ShowErrorOptions } from './show-error';

/** What a query or mutation may say about its own failures. */
interface ErrorMeta extends Record<string, unknown> {
  /** Show a failure as an error toast with these options; without it the screen shows it inline. */
  errorToast?: ShowErrorOptions;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

/** An answer this young is shown without asking again (tab switches, pages opened twice). */
export const STALE_MS = 30_000;

/**
 * How long a staff list's answer for one filter, tab or page is kept once the screen shows
 * another: not at all. Going back to it asks the server again, since other staff change these
 * lists all day; the answer on screen still stays while the next one loads.
 */
export const LEFT_VIEW_GC_MS = 0;

/**
 * A refusal the server gave (4xx) gets the same answer when asked again, and a 401 has
 * ended the session: no retry. A network failure or a 5xx may pass: one retry.
 */
export const retryOnce = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !(error instanceof ApiRequestError && error.status < 500);

/**
 * A query client with the app's defaults. Failures that declare `meta.errorToast`
 * become one error toast here, through the same helper every screen uses.
 */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorToast) showError(error, query.meta.errorToast);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast) showError(error, mutation.meta.errorToast);
      },
    }),
    defaultOptions: {
      queries: { staleTime: STALE_MS, retry: retryOnce, ...overrides.queries },
      mutations: { retry: false, ...overrides.mutations },
    },
  });
}

/** The app's one query client (AppProvider provides it). */
export const queryClient = createQueryClient();
