/**
 * Whether a request's `If-None-Match` names the current `etag`, so a GET may answer
 * 304 without a body. The header is `*` or a comma-separated list of entity tags,
 * compared weakly as HTTP asks for this header (`W/"x"` names `"x"`). Anything
 * else, an unquoted or garbled value included, names nothing: the full answer goes.
 */
export function ifNoneMatchNames(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}
