/** The search parameter naming where /login goes once the patient is in. */
export const NEXT_PARAM = 'next';

// Any origin will do: a path resolved against it keeps it only when it is a path on this site.
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * `raw` when it is a path on this site (`/appointment/x?day=…`), else null. A
 * single leading `/` is required; `//host` and `/\host` are read by browsers as
 * another site, and control characters are refused because URL parsing drops
 * tabs and newlines (`/\t/host` would become `//host`).
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  try {
    return new URL(raw, PROBE_ORIGIN).origin === PROBE_ORIGIN ? raw : null;
  } catch {
    return null;
  }
}

/** `/login?next=<path>`: the login page that comes back to `path` after logging in or signing up. */
export const loginPathBackTo = (path: string): string =>
  `/login?${new URLSearchParams({ [NEXT_PARAM]: path }).toString()}`;
