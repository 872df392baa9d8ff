/**
 * The languages the patient side speaks. A language changes words and how dates
 * and amounts are written, never an API value: slot keys, times and codes stay
 * the same in every language.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Each language's name in its own script: how a switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The Intl locale a language formats with: Indian English and Hindi as written in India. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * The first supported language in a browser's list (`navigator.languages`,
 * `Accept-Language` tags), by primary subtag: `hi-IN` → `hi`. None: English.
 */
export function pickLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
