import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { CENTRE_ADDRESS, CENTRE_LOCATION, CENTRE_NAME, type Doctor } from '@umang/common';
import type { RunningProduct } from './product.js';

/**
 * Latin words a Hindi page may show, by reason. Everything else written in Latin
 * letters in the page's interface is English the translation left behind.
 */
const ALLOWED_BY_REASON: ReadonlyArray<readonly [reason: string, words: readonly string[]]> = [
  ['names: the centre, its city, a government helpline', ['Umang', 'Gurugram', 'Tele', 'MANAS']],
  ['abbreviations Hindi speakers say as they are', ['OTP', 'UPI', 'ID', 'QR', 'PDF', 'UTR', 'OPD']],
  ['diagnoses and therapies known by their English abbreviations', ['ADHD', 'ASD', 'OCD', 'PTSD', 'ABA']],
  ['government schemes’ own names', ['NSAP', 'ADIP', 'UDID']],
  ['university degrees', ['BA', 'BSc', 'MA', 'MSc']],
  ['a blood group (AB+, AB−) is written the same way in Hindi', ['AB']],
  ['the language switch names each language in its own script', ['English']],
  ['a key’s name as printed on the keyboard (the toasts’ Alt+T shortcut)', ['Alt']],
  ['brand names (the footer’s social links)', ['Instagram', 'Facebook', 'YouTube']],
];

export const ALLOWED_LATIN_WORDS: ReadonlyMap<string, string> = new Map(
  ALLOWED_BY_REASON.flatMap(([reason, words]) => words.map((word) => [word, reason] as const)),
);

/** Where a text was found: what a reader meets it as. */
export type UiKind =
  | 'page title'
  | 'heading'
  | 'button'
  | 'link'
  | 'label'
  | 'option'
  | 'placeholder'
  | 'aria-label'
  | 'alt'
  | 'title attribute'
  | 'field hint'
  | 'message'
  | 'toast';

export interface UiText {
  kind: UiKind;
  text: string;
}

/**
 * The interface words of the page as a reader and a screen reader meet them:
 * headings, buttons, links, labels, placeholders, accessible names, field hints,
 * live messages and toasts. Body paragraphs are left out (they hold the doctors'
 * and families' own words). Anything inside an element marked `lang="en"` is
 * English on purpose (the language switch's own "English"), and anything marked
 * aria-hidden is neither shown nor read.
 */
export function uiTexts(page: Page): Promise<UiText[]> {
  return page.evaluate(() => {
    const found: Array<{ kind: string; text: string }> = [];
    const english = (el: Element): boolean => {
      const owner = el.closest('[lang]');
      return (
        owner !== null &&
        owner !== document.documentElement &&
        /^en\b/i.test(owner.getAttribute('lang') ?? '')
      );
    };
    // Marked aria-hidden: neither shown as words nor read out (a toast's hidden countdown bar).
    const unheard = (el: Element): boolean => el.closest('[aria-hidden="true"]') !== null;
    const add = (kind: string, el: Element, text: string | null | undefined): void => {
      const clean = (text ?? '').replace(/\s+/g, ' ').trim();
      if (clean && !english(el) && !unheard(el)) found.push({ kind, text: clean });
    };
    const textOf = (el: Element): string => (el as HTMLElement).innerText ?? el.textContent ?? '';
    const each = (selector: string, kind: string): void =>
      document.querySelectorAll(selector).forEach((el) => add(kind, el, textOf(el)));

    add('page title', document.documentElement, document.title);
    each('h1, h2, h3, h4, h5, h6, [role=heading]', 'heading');
    each('button, [role=button], summary', 'button');
    each('a[href]', 'link');
    each('label, legend, dt, th, caption', 'label');
    each('option', 'option');
    each('.Toastify__toast', 'toast');
    document
      .querySelectorAll('[role=alert], [role=status], [aria-live]')
      .forEach((el) => el.closest('.Toastify') || add('message', el, textOf(el)));
    document
      .querySelectorAll('[placeholder]')
      .forEach((el) => add('placeholder', el, el.getAttribute('placeholder')));
    document
      .querySelectorAll('[aria-label]')
      .forEach((el) => add('aria-label', el, el.getAttribute('aria-label')));
    document.querySelectorAll('img[alt]').forEach((el) => add('alt', el, el.getAttribute('alt')));
    document
      .querySelectorAll('[title]')
      .forEach((el) => add('title attribute', el, el.getAttribute('title')));
    // Names given by another element ("Who is this visit for?" over its radio group).
    document.querySelectorAll('[aria-labelledby]').forEach((named) => {
      for (const id of (named.getAttribute('aria-labelledby') ?? '').split(/\s+/)) {
        const label = id ? document.getElementById(id) : null;
        if (label) add('label', label, textOf(label));
      }
    });
    document
      .querySelectorAll('input[aria-describedby], select[aria-describedby], textarea[aria-describedby]')
      .forEach((control) => {
        for (const id of (control.getAttribute('aria-describedby') ?? '').split(/\s+/)) {
          const hint = id ? document.getElementById(id) : null;
          if (hint) add('field hint', hint, textOf(hint));
        }
      });
    return found as Array<{ kind: UiKind; text: string }>;
  });
}

/**
 * Strings that come from the data, not from the interface (people's, places' and
 * posts' own words): they stay as written in every language.
 */
export class DataWords {
  private readonly strings = new Set<string>([
    CENTRE_NAME,
    CENTRE_LOCATION,
    CENTRE_ADDRESS.line1,
    CENTRE_ADDRESS.line2,
  ]);

  add(...strings: Array<string | undefined>): this {
    for (const s of strings) if (s && s.trim()) this.strings.add(s.trim());
    return this;
  }

  /** The demo doctors' names, degrees and addresses, and the Wall of Honour's titles and authors. */
  async addSeeded(product: RunningProduct): Promise<this> {
    const { doctors } = (await (await fetch(`${product.baseUrl}/api/doctor/list`)).json()) as {
      doctors: Doctor[];
    };
    for (const d of doctors) this.add(d.name, d.degree, d.address.line1, d.address.line2);
    const posts = (await (await fetch(`${product.baseUrl}/api/user/blogs`)).json()) as Array<{
      title: string;
      author?: string;
    }>;
    for (const p of posts) this.add(p.title, p.author);
    return this;
  }

  /** `text` without the data strings, e-mail addresses, web addresses and phone numbers in it. */
  strip(text: string): string {
    let rest = text;
    // Longest first, so a doctor's full name goes before a shorter string inside it.
    for (const s of [...this.strings].sort((a, b) => b.length - a.length)) rest = rest.split(s).join(' ');
    return rest
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
      .replace(/\b(https?:\/\/|www\.)\S+/g, ' ')
      .replace(/\+?\d[\d\s-]{6,}\d/g, ' ');
  }
}

/** The Latin words of ≥ 2 letters in `text` that are neither data nor allowed. */
export function englishWords(text: string, data: DataWords): string[] {
  // A token with digits in it is a code (section 80DD, 80U), not a word.
  const tokens = data.strip(text).match(/[A-Za-z0-9]+(?:['’][A-Za-z]+)*/g) ?? [];
  const words = tokens.filter((t) => !/[0-9]/.test(t));
  return words.filter((w) => w.length >= 2 && !ALLOWED_LATIN_WORDS.has(w));
}

export interface Leftover {
  /** The route or journey step. */
  where: string;
  width: string;
  kind: UiKind;
  words: string[];
  text: string;
}

/**
 * Every English word left on the page, one line each with the element it is in.
 * Repeated elements (the phone menu's copy of the navbar) count once.
 */
export async function englishLeftovers(
  page: Page,
  data: DataWords,
  where: string,
  width: string,
): Promise<Leftover[]> {
  const seen = new Set<string>();
  const leftovers: Leftover[] = [];
  for (const { kind, text } of await uiTexts(page)) {
    const key = `${kind}\u0000${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const words = englishWords(text, data);
    if (words.length > 0) leftovers.push({ where, width, kind, words, text: text.slice(0, 160) });
  }
  return leftovers;
}

/** One line a reader of the failure can act on. */
export const describeLeftover = (l: Leftover): string =>
  `${l.where} @ ${l.width} · ${l.kind}: ${l.words.join(', ')}  ←  "${l.text}"`;

/** Leftovers gathered over a whole file, written out at its end for the translators. */
export class LeftoverLog {
  readonly all: Leftover[] = [];

  constructor(private readonly name: string) {}

  record(leftovers: Leftover[]): string[] {
    this.all.push(...leftovers);
    return leftovers.map(describeLeftover);
  }

  /**
   * Grouped by route (or step), each element text once with the widths it was seen at;
   * what shows on several routes (the header, the footer) is listed once, first.
   */
  write(): void {
    const dir = resolve(import.meta.dirname, '../../../test-results');
    mkdirSync(dir, { recursive: true });
    const lineOf = (l: Leftover) => `${l.kind}: ${l.words.join(', ')}  ←  "${l.text}"`;
    const routesOf = new Map<string, Set<string>>();
    for (const l of this.all) routesOf.set(lineOf(l), (routesOf.get(lineOf(l)) ?? new Set()).add(l.where));
    const shared = (line: string) => (routesOf.get(line)?.size ?? 0) >= 3;
    const FRAME = 'on 3 or more pages or steps (header, footer, shared parts)';
    // The frame's group first: fixing it clears the most pages.
    const byWhere = new Map<string, Map<string, Set<string>>>([[FRAME, new Map()]]);
    for (const l of this.all) {
      const line = lineOf(l);
      const where = shared(line) ? FRAME : l.where;
      const group = byWhere.get(where) ?? new Map<string, Set<string>>();
      byWhere.set(where, group);
      group.set(line, (group.get(line) ?? new Set()).add(l.width));
    }
    const lines: string[] = [];
    for (const [where, group] of byWhere) {
      if (group.size === 0) continue;
      lines.push(`## ${where}`);
      for (const [line, widths] of group) lines.push(`- [${[...widths].join(', ')}] ${line}`);
      lines.push('');
    }
    writeFileSync(join(dir, `hindi-leftovers-${this.name}.md`), lines.join('\n') || 'none\n');
  }
}

/** A context that shows the site in Hindi because the visitor chose it (`localStorage.lang`). */
export async function hindiContext(context: BrowserContext, token?: string): Promise<BrowserContext> {
  await context.addInitScript((value) => {
    // Init scripts run in every frame too: the contact page's sandboxed map has no storage.
    if (window !== window.top) return;
    localStorage.setItem('lang', 'hi');
    if (value) localStorage.setItem('token', value);
  }, token ?? '');
  return context;
}

/** Scrolls through the page like a reader, so lazy pictures are in the capture, then back to the top. */
export async function readToTheEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      // Paced on purpose: each stop lets that part's lazy pictures start.
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** Draws the sections that render only near the screen, so a capture and the checks see all of it. */
export const drawEverything = (page: Page) =>
  page.addStyleTag({ content: '.render-when-near { content-visibility: visible !important; }' });

/** Whether the page is wider than the window (it scrolls sideways). */
export const scrollsSideways = (page: Page): Promise<{ scrollWidth: number; innerWidth: number }> =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
