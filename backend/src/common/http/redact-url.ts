/** Query parameters that carry a secret: a session or reset token, a one-time code, a password. */
const SECRET_PARAMETERS = new Set(['token', 'otp', 'password']);

export const REDACTED = '[redacted]';

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/**
 * The URL with the value of every secret query parameter replaced, for logs:
 * a token in an address (a link followed, a client that put it there) must not
 * end up in a log file with it. The name is compared decoded and in any case,
 * as the query parser reads it.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const parameters = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_PARAMETERS.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, query)}?${parameters.join('&')}`;
}

/** A parsed query with the values of secret parameters replaced, for logs. */
export function redactQuery(query: unknown): unknown {
  if (query === null || typeof query !== 'object') return query;
  const entries = Object.entries(query as Record<string, unknown>);
  if (!entries.some(([name]) => SECRET_PARAMETERS.has(name.trim().toLowerCase()))) return query;
  return Object.fromEntries(
    entries.map(([name, value]) => [
      name,
      SECRET_PARAMETERS.has(name.trim().toLowerCase()) ? REDACTED : value,
    ]),
  );
}
