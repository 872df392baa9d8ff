/**
 * The translation files, one per area of the patient side, each in
 * `src/locales/<language>/<namespace>.json`. A page loads only the files it
 * uses, in the language shown, when it is first opened.
 */
export const NAMESPACES = [
  'common',
  'errors',
  'home',
  'about',
  'services',
  'benefits',
  'internship',
  'contact',
  'doctors',
  'blog',
  'auth',
  'booking',
  'appointments',
  'profile',
  'family',
  'privacy',
] as const;

export type Namespace = (typeof NAMESPACES)[number];
