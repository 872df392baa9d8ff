import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LanguageHint, ROUTE_HINTS_FILE, type RouteHint } from '@umang/common';

/** Only the build's own same-origin files may end up in an attribute. */
const SAFE_URL = /^\/[\w./-]+$/;

function isHint(value: unknown): value is RouteHint {
  const hint = value as RouteHint;
  const urls = (list: unknown) =>
    Array.isArray(list) && list.every((url) => typeof url === 'string' && SAFE_URL.test(url));
  return (
    typeof hint === 'object' &&
    hint !== null &&
    typeof hint.path === 'string' &&
    urls(hint.modules) &&
    urls(hint.styles) &&
    urls(hint.images) &&
    urls(hint.data) &&
    (hint.languages === undefined ||
      (typeof hint.languages === 'object' &&
        hint.languages !== null &&
        Object.values(hint.languages).every((words) => urls(words?.modules))))
  );
}

/**
 * The build's hints, or none when it wrote none (an older build) or they are
 * unreadable: they only make first visits faster, the site works without them.
 */
export function readRouteHints(webRoot: string): RouteHint[] {
  const file = join(webRoot, ROUTE_HINTS_FILE);
  if (!existsSync(file)) return [];
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(parsed) ? parsed.filter(isHint) : [];
  } catch {
    return [];
  }
}

/**
 * Whether a React Router path (`services/:section?`, `blogs/:id`) matches a
 * URL path. Splats (`*`) never do: an unknown address gets no hints.
 */
export function routeMatches(pattern: string, urlPath: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = urlPath.split('/').filter(Boolean);
  if (wanted.includes('*')) return false;
  const required = wanted.filter((segment) => !segment.endsWith('?')).length;
  if (given.length < required || given.length > wanted.length) return false;
  return given.every((segment, index) => {
    const expected = wanted[index] ?? '';
    // React Router matches static segments case-insensitively.
    return expected.startsWith(':') || expected.toLowerCase() === segment.toLowerCase();
  });
}

/** `<link>` tags that start a route's downloads while the app's own code is still arriving. */
export function hintTags(hint: RouteHint, words?: LanguageHint): string {
  return [
    ...(words?.modules ?? []).map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
    ...hint.styles.map((url) => `<link rel="preload" as="style" href="${url}">`),
    ...hint.images.map((url) => `<link rel="preload" as="image" href="${url}" fetchpriority="high">`),
    ...hint.modules.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
    // `crossorigin` makes the preload's mode and credentials those of the app's own fetch(), which then reuses it.
    ...hint.data.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`),
  ].join('');
}
