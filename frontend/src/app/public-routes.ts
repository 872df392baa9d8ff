/**
 * The site's pages inside its frame: route path and page module
 * (`src/pages/<page>.tsx`). The router builds its routes from this table and the
 * build reads it too (frontend/build/route-hints.ts), so the server can tell the
 * browser which code and picture a first visit needs before the app asks for them.
 * Plain data without imports: the Vite config loads this file.
 */
export interface PublicRoute {
  /** Relative to `/`; `''` is the home page. */
  path: string;
  page: string;
  /** Same-origin pictures above the fold on a phone: fetched with the page's code. */
  images?: readonly string[];
  /**
   * API answers (GET, no session needed) the page cannot draw its first screen without.
   * Preloaded without the session: a signed-in request for one must use another address.
   */
  data?: readonly string[];
  /**
   * The page is a form a family fills in or acts on (log-in, booking, their own
   * appointments and profile): no mascot there, so it can never sit over a field or button.
   */
  noMascot?: true;
  /**
   * The translation files the page uses besides `common` (src/locales/<language>/):
   * fetched in the language shown at the same time as the page's code.
   */
  ns?: readonly string[];
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '', page: 'home', images: ['/assets/home/header.svg'], ns: ['home', 'doctors'] },
  { path: 'about', page: 'about', ns: ['about', 'home'] },
  { path: 'doctors', page: 'doctors', ns: ['doctors'] },
  { path: 'services/:section?', page: 'services', ns: ['services'] },
  { path: 'internship', page: 'internship', ns: ['internship'] },
  { path: 'government-benefits', page: 'government-benefits', ns: ['benefits'] },
  { path: 'blog', page: 'blog', data: ['/api/user/blogs'], ns: ['blog'] },
  { path: 'blogs/:id', page: 'blog-detail', ns: ['blog'] },
  { path: 'contact', page: 'contact', ns: ['contact'] },
  { path: 'login', page: 'login', noMascot: true, ns: ['auth'] },
  { path: 'my-profile', page: 'my-profile', noMascot: true, ns: ['profile', 'family', 'auth'] },
  {
    path: 'my-appointment',
    page: 'my-appointment',
    noMascot: true,
    ns: ['appointments', 'booking', 'doctors'],
  },
  { path: 'appointment/:docId', page: 'appointment', noMascot: true, ns: ['booking', 'doctors', 'family'] },
  { path: 'privacy', page: 'privacy', data: ['/api/privacy-notice'], ns: ['privacy'] },
  { path: '*', page: 'not-found' },
];
