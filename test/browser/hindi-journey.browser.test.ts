import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Doctor } from '@umang/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../api/support/eventually.js';
import { mailedCode } from './support/accounts.js';
import {
  collectErrors,
  DESKTOP,
  launchBrowser,
  SCREENSHOT_DIR,
  seriousAxeViolations,
  WIDTHS,
} from './support/browser.js';
import { DataWords, englishLeftovers, hindiContext, LeftoverLog } from './support/hindi.js';
import { type RunningProduct, startProduct } from './support/product.js';

/**
 * Hindi in use: switching on /login keeps the page and what was typed (header switch at
 * 1280 px, the phone menu's at 390 px, and from the keyboard), then a family signs up, books
 * and pays in Hindi at both widths, each step checked for English words (also written to
 * test-results/hindi-leftovers-journey.md) and captured (hindi-journey-*.png).
 */

let product: RunningProduct;
let browser: Browser;
let data: DataWords;
let doctor: Doctor;
const log = new LeftoverLog('journey');

const PASSWORD = 'Kite-Sunrise-2026';
const TYPED = { name: 'Sunita Devi', email: 'sunita.devi@example.in' };

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  data = (await new DataWords().addSeeded(product)).add(TYPED.name, 'Asha Verma');
  const { doctors } = (await (await fetch(`${product.baseUrl}/api/doctor/list`)).json()) as {
    doctors: Doctor[];
  };
  doctor = doctors.find((d) => d.available)!;
});

afterAll(async () => {
  log.write();
  await browser?.close();
  await product?.stop();
});

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The header's language switch (1280 px), or the phone menu's, opened first when closed (390 px). */
async function switchTo(page: Page, lang: 'en' | 'hi', where: 'header' | 'menu'): Promise<void> {
  if (where === 'header') return page.locator(`header button[lang=${lang}]`).first().click();
  const menuButton = page.locator('header button[aria-expanded]');
  if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
  const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
  await menu.locator(`button[lang=${lang}]`).click();
}

/** aria-pressed of every English and every हिन्दी option on the page, each value once. */
const pressed = (page: Page) =>
  page.evaluate(() => {
    const values = (lang: string) => [
      ...new Set(
        [...document.querySelectorAll(`button[lang=${lang}]`)].map((b) => b.getAttribute('aria-pressed')),
      ),
    ];
    return { en: values('en'), hi: values('hi') };
  });

/** Headings, buttons, labels and toasts of the page now: English words fail softly, with the step named. */
async function expectHindi(page: Page, step: string, width: string): Promise<void> {
  const leftovers = log.record(await englishLeftovers(page, data, step, width));
  expect.soft(leftovers, `English words left at "${step}" @ ${width}`).toEqual([]);
}

const toastTexts = (page: Page) => page.locator('.Toastify__toast').allInnerTexts();

/** Does `action` and waits for the toast it brings, so the word check reads that toast too. */
async function withNewToast(page: Page, action: () => Promise<void>): Promise<void> {
  const before = await toastTexts(page);
  await action();
  await expect.poll(async () => (await toastTexts(page)).some((text) => !before.includes(text))).toBe(true);
}

/** A full-page capture from the top, so the sticky header is drawn where it belongs. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOT_DIR, `hindi-${name}.png`), fullPage: true });
}

describe.each(WIDTHS)('switching the language on /login on a %s', (label, viewport) => {
  let context: BrowserContext;
  let page: Page;
  const where = label === 'phone' ? 'menu' : 'header';

  beforeAll(async () => {
    context = await browser.newContext({ viewport });
    page = await context.newPage();
    await page.goto(`${product.baseUrl}/login`, { waitUntil: 'networkidle' });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('keeps the page, the typed name and e-mail, with no reload, both ways', async () => {
    expect(await htmlLang(page)).toBe('en');
    const englishH1 = await page.locator('h1').first().innerText();
    await page.locator('#signup-name').fill(TYPED.name);
    await page.locator('#signup-email').fill(TYPED.email);
    const url = page.url();
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));

    await switchTo(page, 'hi', where);
    await expect.poll(() => htmlLang(page)).toBe('hi');
    await page.waitForLoadState('networkidle');
    const h1 = () => page.locator('h1').first().innerText();
    expect
      .soft(await eventually(h1, (now) => now !== englishH1, 3_000), 'the h1 is still English')
      .not.toBe(englishH1);
    expect(await page.locator('#signup-name').inputValue()).toBe(TYPED.name);
    expect(await page.locator('#signup-email').inputValue()).toBe(TYPED.email);
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('hi');
    // Both switches (header and menu) say हिन्दी is the one shown.
    expect(await pressed(page)).toEqual({ en: ['false'], hi: ['true'] });
    expect.soft(await page.locator('form button[type=submit]').innerText()).toMatch(/\p{Script=Devanagari}/u);
    await expectHindi(page, 'login after switching to Hindi', label);
    expect.soft(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, `switch-login-${label}`);

    await switchTo(page, 'en', where);
    await expect.poll(() => htmlLang(page)).toBe('en');
    await expect.poll(() => page.locator('h1').first().innerText()).toBe(englishH1);
    expect(await page.locator('#signup-name').inputValue()).toBe(TYPED.name);
    expect(await page.locator('#signup-email').inputValue()).toBe(TYPED.email);
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    expect(await pressed(page)).toEqual({ en: ['true'], hi: ['false'] });
  });
});

describe('the language switch from the keyboard', () => {
  it('is reached with Tab; each option has its own lang and aria-pressed, and Enter switches', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    try {
      const page = await context.newPage();
      await page.goto(`${product.baseUrl}/contact`, { waitUntil: 'networkidle' });
      const options = page.locator('header [role=group] button[lang]:visible');
      expect(
        await options.evaluateAll((els) =>
          els.map((el) => [el.getAttribute('lang'), el.getAttribute('aria-pressed')]),
        ),
      ).toEqual([
        ['en', 'true'],
        ['hi', 'false'],
      ]);
      let focused: string | null = null;
      for (let i = 0; i < 40 && focused !== 'hi'; i++) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() => document.activeElement?.getAttribute('lang') ?? null);
      }
      expect(focused, 'the हिन्दी option is never focused by Tab').toBe('hi');
      await page.keyboard.press('Enter');
      await expect.poll(() => htmlLang(page)).toBe('hi');
      expect(await options.evaluateAll((els) => els.map((el) => el.getAttribute('aria-pressed')))).toEqual([
        'false',
        'true',
      ]);
      // Focus stays on the option just chosen, so the next Shift+Tab switches back.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('lang'))).toBe('hi');
    } finally {
      await context.close();
    }
  });
});

describe.each(WIDTHS)('signing up, booking and paying in Hindi on a %s', (label, viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const email = `sunita.${label}.${Date.now()}@example.in`;
  // A transaction ID counts for one appointment only: each width pays with its own.
  const utr = label === 'phone' ? '4321 5678 9012' : '4321 5678 9013';
  /** The appointment card of the booking made here. */
  const card = (): Locator => page.getByRole('article').filter({ hasText: doctor.name }).first();

  beforeAll(async () => {
    context = await hindiContext(await browser.newContext({ viewport }));
    page = await context.newPage();
    errors = collectErrors(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('creates an account with the e-mailed code', async () => {
    await page.goto(`${product.baseUrl}/login`, { waitUntil: 'networkidle' });
    expect(await htmlLang(page)).toBe('hi');
    await page.locator('#signup-name').fill(TYPED.name);
    await page.locator('#signup-email').fill(email);
    await page.locator('#signup-password').fill(PASSWORD);
    await page.locator('#signup-phone').fill('9812345678');
    await page.locator('input[name=adult]').check();
    await page.locator('input[name=consent]').check();
    await expectHindi(page, 'sign-up form', label);
    await withNewToast(page, () => page.locator('form button[type=submit]').click());
    await page.locator('#signup-otp').waitFor();
    await expectHindi(page, 'sign-up: code sent', label);
    expect.soft(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, `journey-signup-code-${label}`);

    await page.locator('#signup-otp').fill(await mailedCode(product, email));
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(`${product.baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
    await page.waitForLoadState('networkidle');
    await expectHindi(page, 'signed up: home', label);
  });

  it('books the first free time with a doctor', async () => {
    await page.goto(`${product.baseUrl}/doctors`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: doctor.name }).first().click();
    await page.getByRole('heading', { level: 1, name: doctor.name }).waitFor();
    await page.waitForLoadState('networkidle');
    // The times are the last radio group on the page (after who-for and the days), in groups by part of day.
    const firstTime = page.locator('[role=radiogroup]:has([role=group]) label').first();
    await firstTime.click();
    await expectHindi(page, 'booking: time chosen', label);
    expect.soft(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, `journey-booking-${label}`);

    await withNewToast(page, () =>
      page.locator('section[aria-labelledby=booking-slots] button[aria-describedby]').click(),
    );
    await page.waitForURL(/\/my-appointment$/);
    await card().waitFor();
    await expectHindi(page, 'booked: my appointments', label);
    await shoot(page, `journey-booked-${label}`);
  });

  it('pays with a UPI transaction ID and sees the payment being verified', async () => {
    await card().locator('button[aria-controls^="payment-panel-"]').click();
    const panel = page.locator('section[id^="payment-panel-"]');
    await panel.getByRole('img').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectHindi(page, 'payment panel', label);
    expect.soft(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, `journey-pay-panel-${label}`);

    // "I have paid": the panel's last button until the form opens (the copy buttons come first).
    await panel.getByRole('button').last().click();
    const fields = panel.locator('form input');
    expect(await fields.nth(0).inputValue()).toBe(TYPED.name);
    await fields.nth(1).fill('4321 5678 901');
    await panel.locator('form button[type=submit]').click();
    await fields.nth(1).and(page.locator('[aria-invalid=true]')).waitFor();
    await expectHindi(page, 'payment form: wrong UPI transaction ID', label);
    expect.soft(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, `journey-pay-form-error-${label}`);

    await fields.nth(1).fill(utr);
    const toastsBefore = await toastTexts(page);
    await panel.locator('form button[type=submit]').click();
    // Pay Online gives way to the disabled "verifying" mark; if not, the form's refusal says why.
    const sentOrWhy = async () =>
      (await card().locator('button[aria-controls^="payment-panel-"]').count()) === 0
        ? 'sent'
        : `not sent: ${(await panel.locator('form [role=alert]').allInnerTexts()).join(' ')}`;
    await expect.poll(sentOrWhy).toBe('sent');
    await expect.poll(async () => (await toastTexts(page)).some((t) => !toastsBefore.includes(t))).toBe(true);
    await card().locator('button:disabled').waitFor();
    await expectHindi(page, 'payment sent: verifying', label);
    expect.soft(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, `journey-pay-pending-${label}`);
    expect(errors).toEqual([]);
  });

  it('keeps Hindi on the account', async () => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const response = await fetch(`${product.baseUrl}/api/user/get-profile`, { headers: { token: token! } });
    const { userData } = (await response.json()) as { userData: { language?: string } };
    expect(userData.language).toBe('hi');
  });
});
