import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../../support/chromium.mjs';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };
/** The two widths every screen is checked at, each with the name its screenshots carry. */
export const WIDTHS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../../test-results/screenshots');

export function launchBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Debian's chromium: playwright never downloads a browser here.
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

/**
 * A fresh browser context at `viewport`, signed in as the patient whose session
 * token is given (as the SPA keeps it), or signed out without one.
 */
export async function patientContext(
  browser: Browser,
  viewport: { width: number; height: number },
  token?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token);
  return context;
}

/** Console errors and uncaught exceptions of a page (a CSP violation shows up here too). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const axeSource = (): string => {
  const require = createRequire(import.meta.url);
  return (require('axe-core') as { source: string }).source;
};

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core in the page and answers the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // A colour caught halfway through a transition (a button just pressed) or an entrance
  // (a toast fading in) is no verdict: let those end. Long ones are left running: the
  // mascot loops for ever, and a toast's countdown bar ends by closing the toast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number(animation.effect?.getComputedTiming().endTime) <= 2_000)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol: an inline <script> would (rightly) be refused by our CSP.
  await page.evaluate(axeSource());
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: string[] }>;
      }>;
    }
    const results = await axe.run(document);
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
  });
}
