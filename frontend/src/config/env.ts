/**
 * The SPA's build-time configuration. The only reader of `import.meta.env`;
 * a bad value fails at start-up with a message naming the variable.
 */

function parseApiUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  // Empty: the API is the same origin (production) or Vite's dev proxy.
  if (value === '') return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_API_URL must be an absolute http(s) URL or empty, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_API_URL must use http or https, got "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parseMascotUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return '/assets/mascot.json';
  if (value.startsWith('/') || /^https?:\/\//.test(value)) return value;
  throw new Error(
    `VITE_MASCOT_URL must be a path like /assets/mascot.json or an http(s) URL, got "${value}"`,
  );
}

export const env = {
  /** Prefix for `/api/...` and `/uploads/...` paths; no trailing slash. */
  API_URL: parseApiUrl(import.meta.env.VITE_API_URL),
  /** The mascot's Lottie animation, loaded at run time from a remote file. */
  MASCOT_URL: parseMascotUrl(import.meta.env.VITE_MASCOT_URL),
} as const;
