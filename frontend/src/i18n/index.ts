import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  LANGUAGES,
  pickLanguage,
} from '@umang/common';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { whenIdleAfterLoad } from '@/lib/when-idle';
import commonEn from '../locales/en/common.json';
import type { Namespace } from './namespaces';

/** localStorage key of the visitor's chosen language. */
export const LANGUAGE_KEY = 'lang';

/** The chosen language, else the first of the browser's languages we speak, else English. */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage disabled (private mode, sandboxed frame): follow the browser
  }
  const tags = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickLanguage(tags.filter(Boolean));
}

/**
 * The Devanagari face is fetched only once Hindi is shown, and only after the first
 * screen is up: phones carry a Devanagari system face (Android's is Noto too), so the
 * first screen reads at once and the webfont only evens the look out after it.
 * English pages never download it.
 */
let devanagariRequested = false;
function loadDevanagariFace(): void {
  if (devanagariRequested || typeof document === 'undefined') return;
  devanagariRequested = true;
  whenIdleAfterLoad(() => void import('./devanagari-font'));
}

function showLanguage(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  if (lang === 'hi') loadDevanagariFace();
}

i18n.on('languageChanged', showLanguage);

const startLanguage = initialLanguage();
// A Hindi first visit asks for its face at once, not after the first words arrive.
if (startLanguage === 'hi') loadDevanagariFace();

/**
 * Resolves once the first screen's words are here: at once in English, whose frame words
 * come with the code, after one fetch in Hindi (see main.tsx).
 */
export const firstWords: Promise<unknown> = i18n
  .use(
    resourcesToBackend(
      (lang: string, ns: string) => import(`../locales/${lang}/${ns}.json`) as Promise<{ default: object }>,
    ),
  )
  .use(initReactI18next)
  .init({
    lng: startLanguage,
    // The frame's words (navbar, footer, buttons) come with the app's code in English,
    // the default, so an English first screen waits for no file; a Hindi one fetches
    // them at start (main.tsx waits for them). The rest load per page.
    resources: { en: { common: commonEn } },
    partialBundledLanguages: true,
    supportedLngs: [...LANGUAGES],
    // Every key exists in every language (a test checks), so nothing falls back and
    // a Hindi page never downloads the English files as well.
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });

// An error can come on any page, before that page's files (the network is down, a session
// ends), so its words are fetched at start, alongside the first page, in the language shown.
void i18n.loadNamespaces('errors');

/** The language shown now. */
export const currentLanguage = (): Language =>
  isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

/**
 * Shows the site in `lang` and remembers the choice on this device. The files
 * the open page uses are fetched first, then every word changes at once: no
 * reload, so the route and whatever was typed into a form stay.
 */
export async function setLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // not remembered on this device; still shown
  }
  // The server reads the same choice from a cookie, to name this language's files
  // (the page's words) in the first HTML of the next visit.
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; SameSite=Lax`;
  await i18n.changeLanguage(lang);
}

/** Fetches a page's translation files in the language shown, alongside the page's code. */
export const loadNamespaces = (namespaces: readonly Namespace[]): Promise<void> =>
  i18n.loadNamespaces([...namespaces]);

export { i18n };
