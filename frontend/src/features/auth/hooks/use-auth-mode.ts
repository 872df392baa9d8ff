import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Sign up is the default; `?mode=login` (and `?mode=reset`) let a link open the other forms directly. */
export type AuthMode = 'signup' | 'login' | 'reset';

const parseMode = (raw: string | null): AuthMode => (raw === 'login' || raw === 'reset' ? raw : 'signup');

/**
 * The search string of /login in `mode`: only `mode` is set or cleared, every other
 * parameter (where to go after logging in, for one) is kept as it was.
 */
export function searchForMode(current: URLSearchParams, mode: AuthMode): string {
  const updated = new URLSearchParams(current);
  if (mode === 'signup') updated.delete('mode');
  else updated.set('mode', mode);
  const search = updated.toString();
  return search ? `?${search}` : '';
}

/** The card's mode, kept in the `mode` search parameter. */
export function useAuthMode(): [AuthMode, (mode: AuthMode) => void] {
  const [params, setParams] = useSearchParams();
  const mode = parseMode(params.get('mode'));

  const setMode = useCallback(
    (next: AuthMode) =>
      setParams(
        (current) => new URLSearchParams(searchForMode(current, next)),
        // A switch inside the card, not a new page: Back leaves /login, and the page does not jump.
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  return [mode, setMode];
}
