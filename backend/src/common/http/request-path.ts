/**
 * The path of a request URL as the router reads it: without the query string,
 * percent-escapes decoded, runs of slashes collapsed. `/%61pi//user/x?y` and
 * `/api/user/x` name the same route, and rules about paths must treat them alike.
 * A path that cannot be decoded is kept as sent (the router refuses it anyway).
 */
export function routerPath(url: string): string {
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  if (path.includes('%')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      // Kept as sent.
    }
  }
  return path.includes('//') ? path.replace(/\/{2,}/g, '/') : path;
}

const API_PATH = /^\/api(?:\/|$)/i;

/** Whether a request is for the API, however its path is spelled. */
export function isApiRequest(url: string): boolean {
  // The way every real client spells it, decided without copying the string.
  if (url.startsWith('/api/')) return true;
  return API_PATH.test(routerPath(url));
}
