import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signUpPatient } from './support/accounts.js';
import {
  collectErrors,
  launchBrowser,
  patientContext,
  SCREENSHOT_DIR,
  seriousAxeViolations,
  WIDTHS,
} from './support/browser.js';
import { type RunningProduct, startProduct } from './support/product.js';

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

/** A slot as the radios carry it (`25_11_2026`, `10:30`) and as the pills read (`10:30 am`). */
interface Slot {
  dateKey: string;
  time: string;
  label: string;
}

const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => el === document.activeElement);

/** The visible text of the pill around a radio (a time reads "10:30 am"). */
const pillText = (radio: Locator): Promise<string> =>
  radio.evaluate((input) => input.closest('label')?.textContent?.trim() ?? '');

/** The day and time chosen in a day strip and time grid. */
async function chosen(days: Locator, times: Locator): Promise<Slot> {
  const time = times.locator('input[type=radio]:checked');
  return {
    dateKey: await days.locator('input[type=radio]:checked').inputValue(),
    time: await time.inputValue(),
    label: await pillText(time),
  };
}

/** The pill of one choice (a day's key, a time) in a radio group: what a finger presses. */
const pillOf = (group: Locator, value: string): Locator =>
  group.locator('label').filter({ has: group.page().locator(`input[value="${value}"]`) });

/** How a card writes a slot's date and time: `26 November 2026 | 10:30 am` (after the weekday). */
function cardWhen({ dateKey, label }: Slot): string {
  const [day, month, year] = dateKey.split('_').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day));
  const words = date.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${words} | ${label}`;
}

/** The times a time grid offers, as they read. */
const offered = (times: Locator): Promise<string[]> =>
  times.locator('label').evaluateAll((labels) => labels.map((label) => label.textContent?.trim() ?? ''));

for (const [width, viewport] of WIDTHS) {
  describe(`rescheduling at ${viewport.width} px`, () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    let docPath: string;
    let booked: Slot;

    const card = (): Locator => page.getByRole('article', { name: DOCTOR });
    const panel = (): Locator => page.getByRole('region', { name: 'Move this appointment' });
    const newDays = (): Locator => panel().getByRole('radiogroup', { name: 'Choose a new day' });
    const newTimes = (): Locator => panel().getByRole('radiogroup', { name: /^Free times on/ });

    async function expectAccessible(name: string): Promise<void> {
      expect(await seriousAxeViolations(page)).toEqual([]);
      // From the top, so the sticky header sits there and covers nothing in the full-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
    }

    /** The doctor's own page, on `dateKey`: the free times it offers there. */
    async function doctorTimesOn(dateKey: string): Promise<string[]> {
      await page.goto(`${product.baseUrl}${docPath}`);
      const days = page.getByRole('radiogroup', { name: 'Choose a day' });
      await pillOf(days, dateKey).click();
      return offered(page.getByRole('radiogroup', { name: /^Free times on/ }));
    }

    beforeAll(async () => {
      const token = await signUpPatient(product, `move.${width}.${Date.now()}@example.in`);
      context = await patientContext(browser, viewport, token);
      page = await context.newPage();
      errors = collectErrors(page);
    });

    afterAll(async () => {
      await context?.close();
    });

    it('books a visit, then moves it to another time; a slot taken meanwhile is said plainly', async () => {
      await page.goto(`${product.baseUrl}/doctors`);
      await page.getByRole('link', { name: DOCTOR }).click();
      await page.getByRole('heading', { level: 1, name: DOCTOR }).waitFor();
      docPath = new URL(page.url()).pathname;
      const days = page.getByRole('radiogroup', { name: 'Choose a day' });
      const times = page.getByRole('radiogroup', { name: /^Free times on/ });
      // Not today: a visit starting within the cutoff cannot be moved online.
      await days.locator('label').nth(1).click();
      await times.locator('label').nth(1).click();
      booked = await chosen(days, times);
      await page.getByRole('button', { name: 'Book an Appointment' }).click();
      await page.waitForURL(/\/my-appointment$/);
      await card().getByText(cardWhen(booked)).waitFor();

      await card().getByRole('button', { name: 'Reschedule' }).click();
      await expect
        .poll(() => isFocused(panel().getByRole('heading', { name: 'Move this appointment' })))
        .toBe(true);
      expect(await panel().locator('p', { hasText: /^Now:/ }).textContent()).toContain(booked.label);
      // The slot it holds is not offered again.
      await pillOf(newDays(), booked.dateKey).click();
      expect(await offered(newTimes())).not.toContain(booked.label);
      await newDays().locator('label').nth(2).click();
      await newTimes().locator('label').nth(2).click();
      await expectAccessible('reschedule-picker');

      // Another family books that very slot while the patient is deciding.
      const target = await chosen(newDays(), newTimes());
      await panel().getByRole('button', { name: 'Continue' }).click();
      const question = panel().getByRole('group', { name: /^Move to .*\?$/ });
      expect(await question.textContent()).toContain(target.label);
      await expectAccessible('reschedule-confirm');
      const other = await signUpPatient(product, `rival.${width}.${Date.now()}@example.in`, 'Ravi Kumar');
      const docId = docPath.split('/').at(-1)!;
      await postJson(
        product,
        '/api/user/book-appointment',
        { docId, slotDate: target.dateKey, slotTime: target.time },
        other,
      );
      await question.getByRole('button', { name: 'Confirm' }).click();
      await panel()
        .getByRole('alert')
        .filter({ hasText: 'That slot was just taken — pick another' })
        .waitFor();
      await pillOf(newDays(), target.dateKey).click();
      expect(await offered(newTimes())).not.toContain(target.label);
      await expectAccessible('reschedule-slot-taken');

      // Another time, and this one goes through.
      await newTimes().locator('label').nth(3).click();
      const moved = await chosen(newDays(), newTimes());
      await panel().getByRole('button', { name: 'Continue' }).click();
      await panel().getByRole('button', { name: 'Confirm' }).click();
      await page
        .getByText(/^Appointment moved to /)
        .first()
        .waitFor();
      expect(
        await page
          .getByText(/^Appointment moved to /)
          .first()
          .textContent(),
      ).toContain(moved.label);
      await card().getByText(cardWhen(moved)).waitFor();
      expect(await card().textContent()).not.toContain(cardWhen(booked));
      expect(await page.getByText(`Your appointment with ${DOCTOR} is now on`).getAttribute('role')).toBe(
        'status',
      );
      expect(await panel().count()).toBe(0);

      // The doctor's page offers the old slot to everyone again, and no longer the new one.
      expect(await doctorTimesOn(booked.dateKey)).toContain(booked.label);
      expect(await doctorTimesOn(moved.dateKey)).not.toContain(moved.label);
      expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    });

    it('works from the keyboard alone: Escape goes back to Reschedule, then a move by keys', async () => {
      await page.goto(`${product.baseUrl}/my-appointment`);
      const reschedule = card().getByRole('button', { name: 'Reschedule' });
      await reschedule.focus();
      await page.keyboard.press('Enter');
      const heading = panel().getByRole('heading', { name: 'Move this appointment' });
      await expect.poll(() => isFocused(heading)).toBe(true);
      await page.keyboard.press('Escape');
      expect(await panel().count()).toBe(0);
      expect(await isFocused(reschedule)).toBe(true);

      await page.keyboard.press('Enter');
      await expect.poll(() => isFocused(heading)).toBe(true);
      // Tab reaches the day strip (one stop), the arrows move the day; Tab again, the times.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBeTruthy();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      const target = await chosen(newDays(), newTimes());
      await page.keyboard.press('Tab');
      expect(await isFocused(panel().getByRole('button', { name: 'Continue' }))).toBe(true);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toContain(target.label);
      await page.keyboard.press('Tab');
      expect(await isFocused(panel().getByRole('button', { name: 'Confirm' }))).toBe(true);
      await page.keyboard.press('Enter');

      await card().getByText(cardWhen(target)).waitFor();
      await expect.poll(() => isFocused(card().getByRole('heading', { name: DOCTOR }))).toBe(true);
      // That was the second move: only the centre can move it again.
      await card()
        .getByText(/Moved 2 times already/)
        .waitFor();
      expect(await card().getByRole('button', { name: 'Reschedule' }).count()).toBe(0);
      await expectAccessible('reschedule-used-up');
      expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    });
  });
}
