import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signUpPatient } from './support/accounts.js';
import {
  collectErrors,
  launchBrowser,
  SCREENSHOT_DIR,
  seriousAxeViolations,
  WIDTHS,
} from './support/browser.js';
import { type RunningProduct, startProduct } from './support/product.js';

const PASSWORD = 'Kite-Sunrise-2026';
const DOCTOR = 'Dr. Kavya Iyer';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function expectAccessible(page: Page, name: string): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

const dayGroup = (page: Page): Locator => page.getByRole('radiogroup', { name: 'Choose a day' });
const timeGroup = (page: Page): Locator => page.getByRole('radiogroup', { name: /^Free times on/ });
const bookButton = (page: Page): Locator => page.getByRole('button', { name: 'Book an Appointment' });

/** The visible text of the pill around a radio (a day reads "TUE 25 Nov", a time "10:30 am"). */
const pillText = (radio: Locator): Promise<string> =>
  radio.evaluate((input) => input.closest('label')?.textContent?.trim() ?? '');

const checkedTime = (page: Page): Promise<string> =>
  pillText(timeGroup(page).locator('input[type=radio]:checked'));

/** Opens the doctor's booking page from the doctor list; answers the page's path. */
async function openDoctor(page: Page): Promise<string> {
  await page.goto(`${product.baseUrl}/doctors`);
  await page.getByRole('link', { name: DOCTOR }).click();
  await page.getByRole('heading', { level: 1, name: DOCTOR }).waitFor();
  return new URL(page.url()).pathname;
}

async function pickSecondDayAndTime(page: Page): Promise<{ day: string; time: string }> {
  await dayGroup(page).locator('label').nth(1).click();
  const timeLabel = timeGroup(page).locator('label').nth(1);
  await timeLabel.click();
  const day = await pillText(dayGroup(page).locator('input[type=radio]:checked'));
  const time = await checkedTime(page);
  expect(await timeLabel.locator('input').isChecked()).toBe(true);
  return { day, time };
}

for (const [width, viewport] of WIDTHS) {
  describe(`booking at ${viewport.width} px`, () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    const email = `booking.${width}.${Date.now()}@example.in`;

    beforeAll(async () => {
      await signUpPatient(product, email);
      context = await browser.newContext({ viewport });
      page = await context.newPage();
      errors = collectErrors(page);
    });

    afterAll(async () => {
      await context?.close();
    });

    it('doctor cards show fee, experience and the next free time', async () => {
      await page.goto(`${product.baseUrl}/doctors`);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: DOCTOR }) });
      await card.waitFor();
      await expect.poll(() => card.textContent()).toMatch(/₹700/);
      const text = (await card.textContent()) ?? '';
      expect(text).toMatch(/7 years/);
      expect(text).toMatch(/Next free: (Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} \w{3}, \d{1,2}:\d{2} (am|pm)/);
      await expectAccessible(page, `booking-doctor-list-${width}`);
    });

    it('times wrap in a grid under Morning and Afternoon, one radio group moved by the arrow keys', async () => {
      await openDoctor(page);
      await dayGroup(page).locator('label').nth(1).click();
      const times = timeGroup(page);
      await times.getByRole('group', { name: 'Morning' }).waitFor();
      await times.getByRole('group', { name: 'Afternoon' }).waitFor();

      // Nothing scrolls sideways: every pill is inside its grid.
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('[role=radiogroup], [role=radiogroup] [role=group] > div')]
          .filter((el) => el.scrollWidth > el.clientWidth)
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(overflowing).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      // One Tab stop for the times: from the day group, Tab lands on the times, once more on Book.
      const labels = await times.locator('label').allTextContents();
      await dayGroup(page).locator('input[type=radio]:checked').focus();
      await page.keyboard.press('Tab');
      const first = await page.evaluate(() => document.activeElement?.closest('label')?.textContent);
      expect(first).toBe(labels[0]);
      await page.keyboard.press('ArrowRight');
      expect(await checkedTime(page)).toBe(labels[1]);
      await page.keyboard.press('ArrowRight');
      expect(await checkedTime(page)).toBe(labels[2]);
      await page.keyboard.press('ArrowLeft');
      expect(await checkedTime(page)).toBe(labels[1]);
      await page.keyboard.press('Tab');
      expect(await bookButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.getByText(`Your choice:`).waitFor();
      expect(await page.getByText(/^Your choice:/).textContent()).toContain(labels[1]);
    });

    it('logged out: Book warns, goes to /login?next=… and comes back to the same slot to book', async () => {
      const path = await openDoctor(page);
      const chosen = await pickSecondDayAndTime(page);
      await expectAccessible(page, `booking-grid-chosen-${width}`);

      await bookButton(page).click();
      await page.getByText('Login to book appointment').first().waitFor();
      await page.waitForURL(/\/login\?next=/);
      const next = new URL(page.url()).searchParams.get('next')!;
      expect(next).toMatch(new RegExp(`^${path}\\?day=\\d+_\\d+_\\d{4}&time=\\d\\d%3A\\d\\d$`));

      // The login form of the same card (`mode=login`), keeping `next`.
      await page.goto(`${page.url()}&mode=login`);
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await expectAccessible(page, `booking-login-next-${width}`);
      await page.getByRole('button', { name: 'Login', exact: true }).click();

      await page.waitForURL((url) => url.pathname === path && url.search !== '');
      await timeGroup(page).waitFor();
      expect(await pillText(dayGroup(page).locator('input[type=radio]:checked'))).toBe(chosen.day);
      expect(await checkedTime(page)).toBe(chosen.time);
      // Ready to book: Book has the focus and the choice is restated beside it.
      await expect.poll(() => bookButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.getByText(new RegExp(`Your choice: .*, ${chosen.time}`)).waitFor();
      await expectAccessible(page, `booking-back-from-login-${width}`);

      await bookButton(page).click();
      await page.waitForURL(/\/my-appointment$/);
      await page.getByText(chosen.time).first().waitFor();
    });

    it('a slot taken meanwhile is said plainly, with the next free time chosen', async () => {
      const path = await openDoctor(page);
      const docId = path.split('/').at(-1)!;
      const { time } = await pickSecondDayAndTime(page);

      // Another family books the same slot while this page shows it as free.
      const dayKey = await dayGroup(page).locator('input[type=radio]:checked').inputValue();
      const timeKey = await timeGroup(page).locator('input[type=radio]:checked').inputValue();
      const other = await signUpPatient(product, `other.${width}.${Date.now()}@example.in`, 'Ravi Kumar');
      await postJson(
        product,
        '/api/user/book-appointment',
        { docId, slotDate: dayKey, slotTime: timeKey },
        other,
      );

      await bookButton(page).click();
      const alert = page.getByRole('alert').filter({ hasText: 'That time was just taken.' });
      await alert.waitFor();
      const said = (await alert.textContent()) ?? '';
      const suggested = /The next free time is (.+, (\d{1,2}:\d{2} (am|pm)))\./.exec(said);
      expect(suggested).not.toBeNull();
      // The suggestion is chosen, and the taken time is gone from the list once it reloads.
      expect(await checkedTime(page)).toBe(suggested![2]);
      await expect.poll(() => timeGroup(page).locator('label').allTextContents()).not.toContain(time);
      expect(await page.getByText('Slot not available').count()).toBe(0);
      await expectAccessible(page, `booking-slot-taken-${width}`);
      expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    });
  });
}
