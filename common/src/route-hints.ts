/**
 * What a first visit to one public route needs beyond what index.html already
 * names. The frontend build writes one per route (frontend/build/route-hints.ts);
 * the server names them in that route's first HTML (backend/src/web/route-hints.ts).
 */
export interface RouteHint {
  /** React Router path relative to `/` (`''` is the home page). */
  path: string;
  /** The page's own chunks, in load order. */
  modules: string[];
  styles: string[];
  images: string[];
  /** API answers (GET, no session) the page draws its first screen from. */
  data: string[];
  /**
   * Per language, the page's translation files: named only for a visitor who
   * reads that language (their `lang` cookie, else their
   * browser's languages).
   */
  languages?: Record<string, LanguageHint>;
}

export interface LanguageHint {
  modules: string[];
}

/** The cookie the SPA keeps the chosen language in, so the server can name that language's files. */
export const LANGUAGE_COOKIE = 'lang';

/** Where the build writes the hints, relative to the built SPA's folder. */
export const ROUTE_HINTS_FILE = '.vite/route-hints.json';
