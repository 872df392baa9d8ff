import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signUpPatient } from './support/accounts.js';
import { launchBrowser, PHONE, SCREENSHOT_DIR, seriousAxeViolations, WIDTHS } from './support/browser.js';
import { type RunningProduct, startProduct } from './support/product.js';

let product: RunningProduct;
let browser: Browser;
let patientToken: string;
let staffToken: string;
const STAFF = { email: 'ravi.staff@umang.example', password: 'Console-Marigold-2026!' };

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password }),
    launchBrowser(),
  ]);
  patientToken = await signUpPatient(product, `neha.${Date.now()}@example.in`, 'Neha Sharma');
  ({ token: staffToken } = await postJson<{ token: string }>(product, '/api/admin/login', STAFF));
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** A fresh tab at `viewport`, optionally signed in (patient or staff) before the first page. */
async function openTab(
  viewport: { width: number; height: number },
  tokens: Record<string, string> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, tokens);
  return { context, page: await context.newPage() };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOT_DIR, `frame-${name}.png`), fullPage: true });

/** Counts the page's document loads (the first one and every reload). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
  });
  return () => loads;
}

async function expectOurErrorScreen(page: Page, home: string): Promise<void> {
  await page.getByRole('heading', { name: 'This page could not load' }).waitFor();
  await expect(page.getByRole('button', { name: 'Reload' }).isVisible()).resolves.toBe(true);
  const screen = page.locator('[aria-labelledby="route-error-title"]');
  await expect(screen.getByRole('link', { name: home, exact: true }).isVisible()).resolves.toBe(true);
  // The centre's phone number, to call when nothing else works.
  const call = page.locator('[aria-labelledby="route-error-title"] a[href^="tel:"]');
  await expect(call.isVisible()).resolves.toBe(true);
  expect(await call.innerText()).toMatch(/\d{3}/);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/Hey developer|Unexpected Application Error/);
}

describe('a page whose code cannot load', () => {
  for (const [label, viewport] of WIDTHS) {
    it(`shows our error screen inside the frame after one automatic reload, then Reload brings the page (${label})`, async () => {
      const { context, page } = await openTab(viewport);
      const loads = countLoads(page);
      await page.goto(`${product.baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.route('**/app/contact-*.js', (route) => route.abort());

      await page.locator('footer').getByRole('link', { name: 'Contact' }).click();
      await expectOurErrorScreen(page, 'Home');
      // The one automatic reload happened, and the second failure did not start a loop.
      expect(loads()).toBe(2);
      expect(new URL(page.url()).pathname).toBe('/contact');
      // The site's frame stays, so the visitor can go elsewhere (the footer comes in a file
      // of its own, fetched alongside the page).
      await page.locator('footer').waitFor();
      await expect(page.locator('footer').isVisible()).resolves.toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, `error-public-${label}`);
      expect(loads()).toBe(2);

      await page.unroute('**/app/contact-*.js');
      await page.getByRole('button', { name: 'Reload' }).click();
      await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
      await context.close();
    });
  }

  for (const [label, viewport] of WIDTHS) {
    it(`in the staff console shows our error screen beside the console's menu (${label})`, async () => {
      const { context, page } = await openTab(viewport, { staffToken });
      const loads = countLoads(page);
      await page.goto(`${product.baseUrl}/admin`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.route('**/app/audit-*.js', (route) => route.abort());

      if (label === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('link', { name: 'Audit log' }).click();
      await expectOurErrorScreen(page, 'Console home');
      expect(loads()).toBe(2);
      expect(new URL(page.url()).pathname).toBe('/admin/audit');
      // The console's own menu stays (behind its Menu button on a phone), to go to another screen.
      const menu = page.getByRole(label === 'phone' ? 'button' : 'navigation', {
        name: label === 'phone' ? 'Menu' : 'Staff console',
      });
      await expect(menu.isVisible()).resolves.toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, `error-console-${label}`);

      await page.unroute('**/app/audit-*.js');
      await page.getByRole('button', { name: 'Reload' }).click();
      await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
      await context.close();
    });
  }

  it('reloads once by itself when a release replaced the code, and the page comes', async () => {
    const { context, page } = await openTab(PHONE);
    const loads = countLoads(page);
    await page.goto(`${product.baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    let refused = 0;
    await page.route('**/app/about-*.js', (route) => (refused++ === 0 ? route.abort() : route.continue()));

    await page.locator('footer').getByRole('link', { name: 'About' }).click();
    await page.waitForURL(/\/about$/);
    // The About page's own heading: the home page's stays on screen while its code loads.
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    expect(await page.getByRole('heading', { name: 'This page could not load' }).count()).toBe(0);
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(loads()).toBe(2);
    await context.close();
  });
});

const MASCOT = '[data-testid="mascot"]';
const WITH_MASCOT = [
  '/',
  '/contact',
  '/blog',
  '/doctors',
  '/services/all',
  '/about',
  '/internship',
  '/government-benefits',
];
// `/login` first: the others need the patient signed in.
const WITHOUT_MASCOT = ['/login', '/my-profile', '/my-appointment'];

/** After the mascot's own check (one animation frame), whether a visible mascot overlaps the focused element. */
const focusUnderMascot = (page: Page) =>
  page.evaluate(async (selector) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const mascot = document.querySelector(selector);
    const focused = document.activeElement;
    if (!mascot || !focused || focused === document.body) return null;
    if (getComputedStyle(mascot).visibility === 'hidden') return null;
    const a = mascot.getBoundingClientRect();
    const b = focused.getBoundingClientRect();
    const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return overlap ? focused.outerHTML.slice(0, 120) : null;
  }, MASCOT);

describe('the mascot at 390 px', () => {
  it('never sits over the focused control, tabbing through every page where it shows', async () => {
    const { context, page } = await openTab(PHONE);
    for (const path of WITH_MASCOT) {
      await page.goto(`${product.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const mascot = page.locator(MASCOT);
      expect((await mascot.boundingBox())?.width, path).toBe(64);
      const covered: string[] = [];
      for (let presses = 0; presses < 120; presses++) {
        await page.keyboard.press('Tab');
        const under = await focusUnderMascot(page);
        if (under) covered.push(under);
        // The page's last control (the footer's last link) ends the walk.
        const atEnd = await page.evaluate(() => {
          const links = document.querySelectorAll('footer a');
          return document.activeElement === links[links.length - 1];
        });
        if (atEnd) break;
      }
      expect(covered, path).toEqual([]);
    }
    await context.close();
  });

  it('is absent where a family fills in a form or acts on their bookings', async () => {
    const { doctors } = (await fetch(`${product.baseUrl}/api/doctor/list`).then((r) => r.json())) as {
      doctors: Array<{ _id: string }>;
    };
    // Signed out for the log-in page (a signed-in visitor is sent on), signed in for the others.
    const { context, page } = await openTab(PHONE);
    for (const path of [...WITHOUT_MASCOT, `/appointment/${doctors[0]!._id}`]) {
      if (path === '/my-profile')
        await page.evaluate((token) => localStorage.setItem('token', token), patientToken);
      await page.goto(`${product.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('footer').waitFor();
      expect(await page.locator(MASCOT).count(), path).toBe(0);
      if (path === '/login') await shot(page, 'login-no-mascot-phone');
    }
    await context.close();
  });
});

describe('the page keeps room for the mascot', () => {
  for (const [label, viewport] of WIDTHS) {
    it(`leaves the footer's lines clear of it, with no empty band below (${label})`, async () => {
      const { context, page } = await openTab(viewport);
      for (const path of ['/', '/contact']) {
        await page.goto(`${product.baseUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // The footer and the mascot come in a file of their own, fetched alongside the page.
        // Attached, not visible: at the top of /contact the mascot steps aside from the form.
        await page.locator(MASCOT).waitFor({ state: 'attached' });
        await page.locator('footer').waitFor();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const result = await page.evaluate((selector) => {
          const mascot = document.querySelector(selector)!.getBoundingClientRect();
          const hit = [...document.querySelectorAll('footer :is(a, p, h2)')].filter((element) => {
            const b = element.getBoundingClientRect();
            return (
              mascot.left < b.right && b.left < mascot.right && mascot.top < b.bottom && b.top < mascot.bottom
            );
          });
          const lines = [...document.querySelectorAll('footer p')].map(
            (p) => p.getBoundingClientRect().bottom,
          );
          return {
            size: mascot.width,
            covered: hit.map((element) => element.textContent),
            below: document.documentElement.scrollHeight - window.scrollY - Math.max(...lines),
          };
        }, MASCOT);
        expect(result.size).toBe(label === 'desktop' ? 128 : 64);
        expect(result.covered, path).toEqual([]);
        // Under the last line only its own padding: no dark band of empty footer.
        expect(result.below, path).toBeLessThanOrEqual(24);
        await page.screenshot({
          path: join(SCREENSHOT_DIR, `frame-bottom${path.replace('/', '-')}-${label}.png`),
        });
      }
      await context.close();
    });
  }
});

describe('toasts', () => {
  it('on a phone leave the menu button free, and an error goes when the visitor moves on', async () => {
    const { context, page } = await openTab(PHONE);
    // An unknown post says so in an error toast and moves to the list: the toast came with the move.
    await page.goto(`${product.baseUrl}/blogs/000000000000000000000000`);
    await page.waitForURL(/\/blog$/);
    const toast = page.getByRole('alert').filter({ hasText: 'Failed to load blog' });
    await toast.waitFor();
    const menu = page.getByRole('button', { name: 'Menu' });
    const box = (await menu.boundingBox())!;
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toContain('Menu');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'frame-toast-phone.png') });
    await menu.click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .last()
      .click();
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
    await toast.waitFor({ state: 'detached' });
    await context.close();
  });

  for (const [label, viewport] of WIDTHS) {
    it(`an error toast goes when the next try succeeds (${label})`, async () => {
      const { context, page } = await openTab(viewport, { token: patientToken });
      await page.goto(`${product.baseUrl}/my-profile`);
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.route('**/api/user/update-profile', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Database not ready', code: 'unavailable' }),
        }),
      );
      await page.getByRole('button', { name: 'Save Information' }).click();
      const error = page.getByRole('alert').filter({ hasText: 'Database not ready' });
      await error.waitFor();
      await page.unroute('**/api/user/update-profile');
      await page.getByRole('button', { name: 'Save Information' }).click();
      await page.getByText('Profile updated').first().waitFor();
      await error.waitFor({ state: 'detached' });
      await context.close();
    });
  }
});
