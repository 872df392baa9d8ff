import { LANGUAGES } from '@umang/common';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces';

const files = import.meta.glob<{ default: unknown }>('../locales/*/*.json', { eager: true });
const fileOf = (lang: string, ns: string): unknown => files[`../locales/${lang}/${ns}.json`]?.default;

/** Every leaf of a translation file: its dotted key and its text. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [leaf, text] of leaves(child, prefix ? `${prefix}.${key}` : key)) found.set(leaf, text);
    }
  } else {
    found.set(prefix, value);
  }
  return found;
}

const placeholders = (text: unknown): string[] =>
  typeof text === 'string'
    ? [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort()
    : [];

describe('translation files', () => {
  it('are exactly the listed namespaces, in every language', () => {
    const expected = LANGUAGES.flatMap((lang) =>
      NAMESPACES.map((ns) => `../locales/${lang}/${ns}.json`),
    ).sort();
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: every language has the same keys, each with words and the same placeholders`, () => {
      const english = leaves(fileOf('en', ns));
      for (const lang of LANGUAGES) {
        const other = leaves(fileOf(lang, ns));
        const missing = [...english.keys()].filter((key) => !other.has(key));
        const extra = [...other.keys()].filter((key) => !english.has(key));
        expect({ lang, missing, extra }).toEqual({ lang, missing: [], extra: [] });
        for (const [key, text] of other) {
          expect(typeof text === 'string' && text.trim() !== '', `${lang}/${ns}: ${key} has no words`).toBe(
            true,
          );
          expect(placeholders(text), `${lang}/${ns}: ${key} placeholders`).toEqual(
            placeholders(english.get(key)),
          );
        }
      }
    });
  }
});
