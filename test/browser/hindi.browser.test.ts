import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { bookableDays, type Doctor, type PrivacyNoticeResponse } from '@umang/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signUpPatient } from './support/accounts.js';
import {
  collectErrors,
  launchBrowser,
  PHONE,
  SCREENSHOT_DIR,
  seriousAxeViolations,
  WIDTHS,
} from './support/browser.js';
import {
  DataWords,
  drawEverything,
  englishLeftovers,
  hindiContext,
  LeftoverLog,
  readToTheEnd,
  scrollsSideways,
} from './support/hindi.js';
import { type RunningProduct, startProduct } from './support/product.js';

/**
 * The patient side in Hindi: every route of the public-routes table at 390 and 1280 px,
 * chosen (`localStorage.lang`) and, on a first visit, from the browser's own language.
 * Each screen: <html lang="hi">, no English word left in its interface (the list, by
 * element, is also written to test-results/hindi-leftovers-routes.md), no sideways
 * scrolling, nothing serious for axe, and a screenshot (hindi-<route>-<width>.png).
 */

const PATIENT = 'Meera Shah';

let product: RunningProduct;
let browser: Browser;
let data: DataWords;
let token = '';
let postId = '';
let doctor: Doctor;
const log = new LeftoverLog('routes');
const pageErrors = new WeakMap<Page, string[]>();
const errorsOf = (page: Page): string[] => pageErrors.get(page) ?? [];

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  data = await new DataWords().addSeeded(product);
  data.add(PATIENT);
  // The grievance address /privacy shows is the server's setting (info@localhost here), not a word to translate.
  const notice = (await (
    await fetch(`${product.baseUrl}/api/privacy-notice`)
  ).json()) as PrivacyNoticeResponse;
  data.add(notice.grievanceEmail);
  const posts = (await (await fetch(`${product.baseUrl}/api/user/blogs`)).json()) as Array<{ _id: string }>;
  postId = posts[0]!._id;
  const { doctors } = (await (await fetch(`${product.baseUrl}/api/doctor/list`)).json()) as {
    doctors: Doctor[];
  };
  doctor = doctors.find((d) => d.available)!;
  token = await signUpPatient(product, `meera.hindi.${Date.now()}@example.in`, PATIENT);
  // One unpaid booking, so My Appointments shows a card with its buttons and labels.
  const [day] = bookableDays(
    { slotsBooked: doctor.slots_booked, blockedSlots: doctor.blockedSlots },
    new Date(),
  );
  await postJson(
    product,
    '/api/user/book-appointment',
    { docId: doctor._id, slotDate: day!.dateKey, slotTime: day!.slots[0]! },
    token,
  );
});

afterAll(async () => {
  log.write();
  await browser?.close();
  await product?.stop();
});

interface Route {
  name: string;
  path: () => string;
  /** Opened as the signed-in patient. */
  signedIn?: true;
}

/** Every route of the public-routes table, with real parameters. */
const ROUTES: Route[] = [
  { name: 'home', path: () => '/' },
  { name: 'about', path: () => '/about' },
  { name: 'doctors', path: () => '/doctors' },
  { name: 'services', path: () => '/services/all' },
  { name: 'services-adhd', path: () => '/services/ADHDTreatment' },
  { name: 'internship', path: () => '/internship' },
  { name: 'government-benefits', path: () => '/government-benefits' },
  { name: 'blog', path: () => '/blog' },
  { name: 'blog-post', path: () => `/blogs/${postId}` },
  { name: 'contact', path: () => '/contact' },
  { name: 'privacy', path: () => '/privacy' },
  { name: 'login', path: () => '/login' },
  { name: 'not-found', path: () => '/no-such-page' },
  { name: 'appointment', path: () => `/appointment/${doctor._id}`, signedIn: true },
  { name: 'my-profile', path: () => '/my-profile', signedIn: true },
  { name: 'my-appointment', path: () => '/my-appointment', signedIn: true },
];

/** Waits until the page has its Hindi words and its data: an h1, nothing loading. */
async function settle(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(async () => {
      const shown = (await page.locator('body').innerText()).slice(0, 300);
      throw new Error(`${where}: no h1 within 15 s. Errors: ${errorsOf(page).join(' | ')}. Shown: ${shown}`);
    });
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
  await drawEverything(page);
}

/** The checks every Hindi screen must pass; soft, so one run lists everything at once. */
async function checkHindiScreen(page: Page, where: string, width: string) {
  expect
    .soft(await page.evaluate(() => document.documentElement.lang), `${where} @ ${width}: html lang`)
    .toBe('hi');
  const leftovers = log.record(await englishLeftovers(page, data, where, width));
  expect.soft(leftovers, `English words left on ${where} @ ${width}`).toEqual([]);
  const { scrollWidth, innerWidth } = await scrollsSideways(page);
  expect.soft(scrollWidth, `${where} @ ${width} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  expect.soft(await seriousAxeViolations(page), `axe on ${where} @ ${width}`).toEqual([]);
  await readToTheEnd(page);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `hindi-${where}-${width}.png`), fullPage: true });
}

describe('a first visit from a browser set to Hindi', () => {
  it('shows the site in Hindi without any choice made', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'hi-IN' });
    try {
      const page = await context.newPage();
      await page.goto(`${product.baseUrl}/`, { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => navigator.languages[0])).toMatch(/^hi/);
      await settle(page, 'first visit');
      expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();
      // The h1 may be the centre's name, which stays as it is: some heading is Hindi.
      const headings = await page.locator('h1, h2').allInnerTexts();
      expect(headings.join(' ')).toMatch(/\p{Script=Devanagari}/u);
      await checkHindiScreen(page, 'first-visit-home', 'phone');
    } finally {
      await context.close();
    }
  });
});

describe.each(WIDTHS)('every public route in Hindi on a %s', (label, viewport) => {
  let visitor: BrowserContext;
  let patient: BrowserContext;
  let visitorPage: Page;
  let patientPage: Page;

  beforeAll(async () => {
    visitor = await hindiContext(await browser.newContext({ viewport }));
    patient = await hindiContext(await browser.newContext({ viewport }), token);
    [visitorPage, patientPage] = await Promise.all([visitor.newPage(), patient.newPage()]);
    for (const page of [visitorPage, patientPage]) pageErrors.set(page, collectErrors(page));
  });

  afterAll(async () => {
    await visitor?.close();
    await patient?.close();
  });

  it.each(ROUTES)(
    '$name: lang hi, no English words, no sideways scroll, nothing serious for axe',
    async (route) => {
      const page = route.signedIn ? patientPage : visitorPage;
      await page.goto(`${product.baseUrl}${route.path()}`);
      await settle(page, route.name);
      // Signed in for real: the patient's own profile and booking, not "Please log in".
      if (route.name === 'my-profile') await page.getByText(PATIENT).first().waitFor();
      if (route.name === 'my-appointment') await page.getByRole('article').first().waitFor();
      await checkHindiScreen(page, route.name, label);
      // A translation file that fails to load, or any other error, shows up here.
      expect.soft(errorsOf(page).splice(0), `console errors on ${route.name} @ ${label}`).toEqual([]);
    },
  );
});
