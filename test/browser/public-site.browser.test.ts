import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectErrors,
  DESKTOP,
  launchBrowser,
  PHONE,
  SCREENSHOT_DIR,
  seriousAxeViolations,
  WIDTHS,
} from './support/browser.js';
import { eventually } from '../api/support/eventually.js';
import { type RunningProduct, startProduct } from './support/product.js';

let product: RunningProduct;
let browser: Browser;
let firstPostId = '';
let firstPostTitle = '';

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  const posts = (await (await fetch(`${product.baseUrl}/api/user/blogs`)).json()) as Array<{
    _id: string;
    title: string;
  }>;
  firstPostId = posts[0]!._id;
  firstPostTitle = posts[0]!.title;
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Every public screen and a text it must show. */
const ROUTES: Array<{ path: () => string; shows: () => string; name: string }> = [
  { name: 'home', path: () => '/', shows: () => 'Speciality We Have' },
  { name: 'about', path: () => '/about', shows: () => 'About Us' },
  { name: 'doctors', path: () => '/doctors', shows: () => 'Our Team' },
  { name: 'services', path: () => '/services/all', shows: () => 'Speech & Language Therapy' },
  { name: 'treatment', path: () => '/services/ADHDTreatment', shows: () => 'ADHD Treatment' },
  { name: 'internship', path: () => '/internship', shows: () => 'Save Your Spot' },
  { name: 'benefits', path: () => '/government-benefits', shows: () => 'Read More' },
  { name: 'blog', path: () => '/blog', shows: () => 'Wall of Honour' },
  { name: 'blog-post', path: () => `/blogs/${firstPostId}`, shows: () => firstPostTitle },
  { name: 'contact', path: () => '/contact', shows: () => 'Email Us' },
  { name: 'not-found', path: () => '/no-such-page', shows: () => 'Page not found' },
];

async function open(viewport: typeof PHONE, path: string, reducedMotion = false) {
  const context = await browser.newContext({
    viewport,
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${product.baseUrl}${path}`, { waitUntil: 'networkidle' });
  return { page, errors, close: () => context.close() };
}

/** Scrolls through the page like a reader, so lazy images load (and a missing one logs an error). */
async function readToTheEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      // Paced on purpose, as a reader scrolls: each stop lets that part's lazy images start.
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** What a visitor and a screen reader get from the page as loaded. */
const pageFacts = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map(
      (m) => m.getAttribute('content') ?? '',
    ),
    h1s: [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim() ?? ''),
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    imagesWithoutSize: [...document.querySelectorAll('main img')]
      .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
      .map((img) => img.getAttribute('src')),
  }));

describe.each(WIDTHS)('every public screen on a %s', (label, viewport) => {
  it.each(ROUTES)(
    '$name: its content, title, description, no errors, nothing serious for axe',
    async (route) => {
      const { page, errors, close } = await open(viewport, route.path());
      try {
        await page
          .locator('main')
          .getByText(route.shows(), { exact: false })
          .first()
          .waitFor({ timeout: 15_000 });
        await readToTheEnd(page);
        const facts = await pageFacts(page);
        expect(facts.h1s).toHaveLength(1);
        expect(facts.title).toMatch(/Umang/);
        expect(facts.descriptions).toHaveLength(1);
        expect(facts.descriptions[0]!.length).toBeGreaterThan(40);
        expect(facts.overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
        expect(facts.imagesWithoutSize, 'images without width/height shift the layout').toEqual([]);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        // A full-page capture does not scroll, so sections that render only near the
        // viewport (content-visibility) would come out blank: draw them all first.
        await page.addStyleTag({ content: '.render-when-near { content-visibility: visible !important; }' });
        await page.screenshot({ path: join(SCREENSHOT_DIR, `${route.name}-${label}.png`), fullPage: true });
      } finally {
        await close();
      }
    },
  );
});

describe('the frame around every page', () => {
  it('starts keyboard users at a skip link that moves focus to the content', async () => {
    const { page, close } = await open(DESKTOP, '/contact');
    try {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    } finally {
      await close();
    }
  });

  it('plays the mascot in its corner circle, out of the way of clicks and screen readers', async () => {
    const { page, close } = await open(DESKTOP, '/');
    try {
      const mascot = page.getByTestId('mascot');
      await mascot.locator('svg').first().waitFor({ timeout: 15_000 });
      const box = await mascot.evaluate((el) => {
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        return {
          hidden: el.getAttribute('aria-hidden'),
          pointer: style.pointerEvents,
          position: style.position,
          width: rect.width,
          height: rect.height,
          radius: style.borderRadius,
          fromRight: window.innerWidth - rect.right,
          fromBottom: window.innerHeight - rect.bottom,
        };
      });
      expect(box).toMatchObject({
        hidden: 'true',
        pointer: 'none',
        position: 'fixed',
        width: 128,
        height: 128,
      });
      expect(box.fromRight).toBeLessThan(40);
      expect(box.fromBottom).toBeLessThan(40);
      // It moves: its drawing changes soon after a first look.
      const frame = () => mascot.evaluate((el) => el.innerHTML);
      const before = await frame();
      expect(await eventually(frame, (now) => now !== before, 2_000)).not.toBe(before);
    } finally {
      await close();
    }
  });

  it('keeps the mascot still for visitors who prefer reduced motion', async () => {
    const { page, close } = await open(DESKTOP, '/', true);
    try {
      const mascot = page.getByTestId('mascot');
      await mascot.locator('svg').first().waitFor({ timeout: 15_000 });
      const frame = () => mascot.evaluate((el) => el.innerHTML);
      const before = await frame();
      // A pause on purpose: a still mascot gives nothing to wait for, so time is let pass.
      await page.waitForTimeout(400);
      expect(await frame()).toBe(before);
    } finally {
      await close();
    }
  });
});

describe('public journeys', () => {
  it('checks the contact form the spec’s way, then sends the enquiry', async () => {
    const { page, close } = await open(PHONE, '/contact');
    try {
      const send = page.getByRole('button', { name: /send/i });
      await send.click();
      await expect.poll(() => page.getByText('All fields are required!').count()).toBeGreaterThan(0);

      await page.getByRole('textbox', { name: 'Name' }).fill('Asha Verma');
      await page.getByRole('textbox', { name: 'Email' }).fill('asha.verma@example.in');
      await page.getByRole('textbox', { name: 'Phone' }).fill('5123456789');
      await page.getByRole('textbox', { name: 'Subject' }).fill('Speech therapy for my son');
      await page
        .getByLabel('Message')
        .fill('He is four and speaks a few words. Could we visit on a Saturday?');
      await send.click();
      await expect
        .poll(() =>
          page.getByText('Invalid phone number format. Must be a 10-digit number starting with 6-9.').count(),
        )
        .toBeGreaterThan(0);

      await page.getByRole('textbox', { name: 'Phone' }).fill('9812345678');
      await send.click();
      await page.getByText('Message sent successfully!').first().waitFor();
      expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('');
    } finally {
      await close();
    }
  });

  it('asks a visitor to log in before liking a Wall of Honour post', async () => {
    const { page, close } = await open(PHONE, '/blog');
    try {
      await page.getByRole('heading', { name: firstPostTitle }).waitFor();
      await page.getByRole('button', { name: /like/i }).first().click();
      await page.getByRole('link', { name: 'Log in to like posts' }).waitFor();
    } finally {
      await close();
    }
  });

  it('sends an unknown post back to the Wall of Honour with a message', async () => {
    const { page, close } = await open(DESKTOP, '/blogs/00000000-0000-4000-8000-000000000000');
    try {
      await page.getByText('Failed to load blog').first().waitFor();
      await page.waitForURL(/\/blog$/);
    } finally {
      await close();
    }
  });

  it('opens a treatment page from the services sidebar', async () => {
    const { page, close } = await open(DESKTOP, '/services/all');
    try {
      await page
        .getByRole('navigation', { name: 'Treatments' })
        .getByRole('link', { name: /Depression/ })
        .click();
      await page.waitForURL(/\/services\/DepressionTreatment$/);
      await page.getByRole('heading', { name: 'Symptoms' }).waitFor();
    } finally {
      await close();
    }
  });
});
