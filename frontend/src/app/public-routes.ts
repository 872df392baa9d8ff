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
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '', page: 'home', images: ['/assets/home/header.svg'] },
  { path: 'about', page: 'about' },
  { path: 'doctors', page: 'doctors' },
  { path: 'services/:section?', page: 'services' },
  { path: 'internship', page: 'internship' },
  { path: 'government-benefits', page: 'government-benefits' },
  { path: 'blog', page: 'blog', data: ['/api/user/blogs'] },
  { path: 'blogs/:id', page: 'blog-detail' },
  { path: 'contact', page: 'contact' },
  { path: 'login', page: 'login', noMascot: true },
  { path: 'my-profile', page: 'my-profile', noMascot: true },
  { path: 'my-appointment', page: 'my-appointment', noMascot: true },
  { path: 'appointment/:docId', page: 'appointment', noMascot: true },
  { path: '*', page: 'not-found' },
];
