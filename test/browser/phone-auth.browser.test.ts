import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPatient } from './support/accounts.js';
import {
  collectErrors,
  launchBrowser,
  SCREENSHOT_DIR,
  seriousAxeViolations,
  WIDTHS,
} from './support/browser.js';
import { type RunningProduct, startProduct } from './support/product.js';

const STAFF = { email: 'kavya.staff@umang.example', password: 'Console-Lotus-2026!' };
const PATIENT = { email: `neha.${Date.now()}@example.in`, password: 'Kite-Sunrise-2026' };
const WRONG = 'Invalid email or password';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password }),
    launchBrowser(),
  ]);
  await signUpPatient(product, PATIENT.email, 'Neha Gupta');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** A fresh, logged-out visitor at `viewport`; the page's console errors are collected. */
async function visitor(viewport: (typeof WIDTHS)[number][1]): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { page, errors: collectErrors(page) };
}

async function look(page: Page, name: string): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `phone-auth-${name}.png`) });
}

/** How many elements showing exactly `text` a person can see. */
const seen = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).filter({ visible: true }).count();

/** The top of the navigation `name`'s box, in pixels from the top of the first screen. */
async function top(page: Page, name: string): Promise<number> {
  const box = await page.getByRole('navigation', { name }).boundingBox();
  expect(box).not.toBeNull();
  return box!.y;
}

const PAIR = 'Log in or create an account';

describe.each(WIDTHS)('a returning patient at %s width', (label, viewport) => {
  it('finds Log in in the header or the phone menu, and it opens the login form', async () => {
    const { page, errors } = await visitor(viewport);
    await page.goto(`${product.baseUrl}/about`);
    if (label === 'phone') {
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
      // Both account links are on the first screen of the open menu, without scrolling.
      for (const name of ['Log in', 'Create Account']) {
        const box = await menu.getByRole('link', { name, exact: true }).boundingBox();
        expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      }
      await look(page, 'menu-open-phone');
      await menu.getByRole('link', { name: 'Log in', exact: true }).click();
    } else {
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'Create Account' }).waitFor();
      await look(page, 'header-logged-out-desktop');
      await header.getByRole('link', { name: 'Log in', exact: true }).click();
    }
    await page.waitForURL(/\/login\?mode=login$/);
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    await page.getByRole('button', { name: 'Forgot password?' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('switches between Log in and Create Account at the top of the card, keeping other parameters', async () => {
    const { page, errors } = await visitor(viewport);
    await page.goto(`${product.baseUrl}/login?next=%2Fdoctors`);
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    expect(await top(page, PAIR)).toBeLessThan(viewport.height);
    const pair = page.getByRole('navigation', { name: PAIR });
    await look(page, `signup-${label}`);

    await pair.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    expect(new URL(page.url()).searchParams.get('mode')).toBe('login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/doctors');
    expect(await pair.getByRole('link', { name: 'Log in' }).getAttribute('aria-current')).toBe('page');
    await look(page, `login-${label}`);

    // The mode is in the address: a reload keeps the login form.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();

    await pair.getByRole('link', { name: 'Create Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    expect(new URL(page.url()).search).toBe('?next=%2Fdoctors');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a wrong password once, then logs in with the right one', async () => {
    const { page } = await visitor(viewport);
    await page.goto(`${product.baseUrl}/login?mode=login`);
    const card = page.getByRole('region', { name: 'Login' });
    await card.getByRole('textbox', { name: 'Email' }).fill(PATIENT.email);
    await card.getByLabel('Password', { exact: true }).fill('not-my-password');
    await card.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText(WRONG, { exact: true }).first().waitFor();
    expect(await seen(page, WRONG)).toBe(1);
    await look(page, `login-error-${label}`);

    await card.getByLabel('Password', { exact: true }).fill(PATIENT.password);
    await card.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${product.baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
    await page.context().close();
  });
});

describe.each(WIDTHS)('staff at %s width', (label, viewport) => {
  it('see a wrong password once, under the field, then log in with the right one', async () => {
    const { page, errors } = await visitor(viewport);
    await page.goto(`${product.baseUrl}/admin/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(STAFF.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: WRONG }).waitFor();
    expect(await seen(page, WRONG)).toBe(1);
    await look(page, `staff-login-error-${label}`);

    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.endsWith('/login'));
    expect(await seen(page, WRONG)).toBe(0);
    // The failed attempt is a 401 the browser logs as a failed resource; nothing else may be.
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await page.context().close();
  });
});
