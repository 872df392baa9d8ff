import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPatient } from './support/accounts.js';
import {
  collectErrors,
  launchBrowser,
  patientContext,
  SCREENSHOT_DIR,
  seriousAxeViolations,
  WIDTHS,
} from './support/browser.js';
import { type RunningProduct, startProduct } from './support/product.js';

let product: RunningProduct;
let browser: Browser;
let patientToken = '';

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  patientToken = await signUpPatient(product, 'meera.public@example.in', 'Meera Shah');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

interface OpenOptions {
  /** Open the page as this signed-in patient. */
  token?: string;
}

async function open(viewport: (typeof WIDTHS)[number][1], path: string, { token }: OpenOptions = {}) {
  const context = await patientContext(browser, viewport, token);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${product.baseUrl}${path}`, { waitUntil: 'networkidle' });
  return { page, errors, close: () => context.close() };
}

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: join(SCREENSHOT_DIR, `phone-public-${name}.png`), fullPage });

/** Draws the sections that render only near the screen, so the page has its real height. */
const drawEverything = (page: Page) =>
  page.addStyleTag({ content: '.render-when-near { content-visibility: visible !important; }' });

// The home page at 390 px was 10,200 px with the whole team of ten in it (five rows of cards).
// Four doctors are two rows; the bound leaves room for richer doctor cards, not for the team.
const HOME_HEIGHT_BOUND_AT_390 = 9_800;

describe.each(WIDTHS)('the public pages on a %s', (label, viewport) => {
  it('asks a visitor who likes a post to log in, right by the button, with a working link', async () => {
    const { page, errors, close } = await open(viewport, '/blog');
    try {
      const like = page.getByRole('button', { name: /like/i }).first();
      await like.click();
      const prompt = page.getByRole('link', { name: 'Log in to like posts' });
      await prompt.waitFor();
      expect(await prompt.count()).toBe(1);
      expect(await page.getByText('Login required or blog not found').count()).toBe(0);
      // The prompt sits just under the button it answers.
      const [button, link] = await Promise.all([like.boundingBox(), prompt.boundingBox()]);
      expect(link!.y).toBeGreaterThan(button!.y);
      expect(link!.y - (button!.y + button!.height)).toBeLessThan(40);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, `blog-like-prompt-${label}`);
      await prompt.click();
      await page.waitForURL(/\/login\?mode=login&next=%2Fblog$/);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('offers the centre’s phone, once and in the form, when the message cannot be sent', async () => {
    const { page, close } = await open(viewport, '/contact');
    try {
      await page.route('**/api/user/econtact', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Service unavailable', code: 'unavailable' }),
        }),
      );
      await page.getByRole('textbox', { name: 'Name' }).fill('Asha Verma');
      await page.getByRole('textbox', { name: 'Email' }).fill('asha.verma@example.in');
      await page.getByRole('textbox', { name: 'Phone' }).fill('9812345678');
      await page.getByRole('textbox', { name: 'Subject' }).fill('Speech therapy for my son');
      await page
        .getByLabel('Message')
        .fill('He is four and speaks a few words. Could we visit on a Saturday?');
      await page.getByRole('button', { name: 'Send Message' }).click();

      const alert = page.getByRole('alert').filter({ hasText: 'We could not send your message.' });
      await alert.waitFor();
      const phone = alert.getByRole('link', { name: '+91 98100 12345' });
      expect(await phone.getAttribute('href')).toBe('tel:+919810012345');
      // Said once: not also as a toast.
      expect(await page.getByText('We could not send your message.').count()).toBe(1);
      expect(await page.locator('.Toastify__toast--error').count()).toBe(0);
      expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Asha Verma');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await alert.scrollIntoViewIfNeeded();
      await shot(page, `contact-error-${label}`);
    } finally {
      await close();
    }
  });

  it.each([
    ['a well-formed unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'no-such-post'],
  ])('sends %s back to the Wall of Honour with "Failed to load blog"', async (_, id) => {
    const { page, close } = await open(viewport, `/blogs/${id}`);
    try {
      await page.locator('.Toastify__toast--error').getByText('Failed to load blog').waitFor();
      await page.waitForURL(/\/blog$/);
    } finally {
      await close();
    }
  });

  it('makes each therapy card on the services overview one link, with a visible focus ring', async () => {
    const { page, errors, close } = await open(viewport, '/services/all');
    try {
      const therapies = page.getByRole('list', { name: 'Therapies and services' });
      expect(await therapies.getByRole('link').count()).toBe(12);
      const card = therapies.getByRole('listitem').filter({ hasText: 'Speech & Language Therapy' });

      // Keyboard: the card is one tab stop, and the whole card shows the focus ring.
      const link = card.getByRole('link', { name: 'Speech & Language Therapy' });
      await link.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await card.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await drawEverything(page);
      await shot(page, `services-${label}`, true);

      // A click anywhere on the card (here: its bottom-left corner, far from the title) opens
      // the contact form about it; the title's link covers the whole card for the pointer.
      const box = (await card.boundingBox())!;
      await card.click({ position: { x: 12, y: box.height - 12 } });
      await page.waitForURL(/\/contact\?about=speech-and-language-therapy$/);
      expect(await page.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(
        'About Speech & Language Therapy',
      );
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows a few of the team on the home page, with a link to all of them', async () => {
    const { page, errors, close } = await open(viewport, '/');
    try {
      await drawEverything(page);
      const team = page.getByRole('list', { name: 'Top doctors' });
      await team.getByRole('listitem').first().waitFor();
      const shown = await team.getByRole('listitem').count();
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThanOrEqual(4);
      const height = await page.evaluate(() => document.body.scrollHeight);
      if (label === 'phone') expect(height).toBeLessThan(HOME_HEIGHT_BOUND_AT_390);
      console.info(`home page height at ${viewport.width} px: ${height} px`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, `home-${label}`, true);

      await page.getByRole('link', { name: 'Meet our whole team' }).click();
      await page.waitForURL(/\/doctors$/);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('offers a signed-in patient booking in the closing banner, and a visitor an account', async () => {
    const visitor = await open(viewport, '/');
    try {
      await drawEverything(visitor.page);
      const banner = visitor.page.getByRole('region', { name: 'Book Appointment With Trusted Doctors' });
      expect(await banner.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe('/login');
    } finally {
      await visitor.close();
    }

    const { page, errors, close } = await open(viewport, '/', { token: patientToken });
    try {
      await drawEverything(page);
      const banner = page.getByRole('region', { name: 'Book Appointment With Trusted Doctors' });
      const book = banner.getByRole('link', { name: 'Book an appointment' });
      await book.waitFor();
      await book.scrollIntoViewIfNeeded();
      expect(await banner.getByRole('link', { name: 'Create Account' }).count()).toBe(0);
      await shot(page, `closing-banner-signed-in-${label}`);
      await book.click();
      await page.waitForURL(/\/doctors$/);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
