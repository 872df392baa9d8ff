import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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

const STAFF = { email: 'farida.staff@umang.example', password: 'Console-Marigold-2026!' };

/** One family per width, so the two runs never meet in the staff list. */
const FAMILIES = {
  phone: { parent: 'Asha Verma', son: 'Aarav Verma', daughter: 'Diya Verma' },
  desktop: { parent: 'Meena Rao', son: 'Kabir Rao', daughter: 'Isha Rao' },
} as const;

let product: RunningProduct;
let browser: Browser;
let doctor: { _id: string; name: string };

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password }),
    launchBrowser(),
  ]);
  const { doctors } = (await (await fetch(`${product.baseUrl}/api/doctor/list`)).json()) as {
    doctors: Array<{ _id: string; name: string; available: boolean }>;
  };
  doctor = doctors.find((d) => d.available)!;
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** A whole page from its top (so the sticky header sits where it belongs), or one element. */
async function shot(target: Page | Locator, name: string): Promise<void> {
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  if ('goto' in target) {
    await target.evaluate(() => window.scrollTo(0, 0));
    await target.screenshot({ path, fullPage: true });
  } else {
    await target.screenshot({ path });
  }
}

const whoGroup = (page: Page): Locator => page.getByRole('radiogroup', { name: 'Who is this visit for?' });
const dayGroup = (page: Page): Locator => page.getByRole('radiogroup', { name: 'Choose a day' });
const timeGroup = (page: Page): Locator => page.getByRole('radiogroup', { name: /^Free times on/ });
const bookButton = (page: Page): Locator => page.getByRole('button', { name: 'Book an Appointment' });

/** The text of the pill around the focused radio, or the focused control's name. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return (
      el?.closest('label')?.textContent?.trim() || el?.getAttribute('name') || el?.textContent?.trim() || ''
    );
  });

/**
 * The keys that type a date into a focused date input: its parts come in the order of
 * the browser's own language (month first in en-US, day first in en-IN).
 */
async function dateKeys(page: Page, date: { year: string; month: string; day: string }): Promise<string> {
  const order = await page.evaluate(() =>
    new Intl.DateTimeFormat(navigator.language)
      .formatToParts(new Date(2021, 10, 30))
      .map((part) => part.type)
      .filter((type) => type === 'year' || type === 'month' || type === 'day'),
  );
  return order.map((part) => date[part]).join('');
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

for (const [width, viewport] of WIDTHS) {
  const family = FAMILIES[width];

  describe(`a parent books for their children at ${viewport.width} px`, () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    /** The day each child was booked on (`d_m_yyyy`), to find their rows in the staff list. */
    const bookedOn: Record<string, string> = {};

    beforeAll(async () => {
      const email = `family.${width}.${Date.now()}@example.in`;
      const token = await signUpPatient(product, email, family.parent);
      context = await patientContext(browser, viewport, token);
      page = await context.newPage();
      errors = collectErrors(page);
    });

    afterAll(async () => {
      await context?.close();
    });

    it('adds a child in My Profile → Family', async () => {
      await page.goto(`${product.baseUrl}/my-profile`);
      const section = page.getByRole('region', { name: 'Family' });
      await section.getByText('No family members yet.', { exact: false }).waitFor();
      await section.getByRole('button', { name: 'Add a family member' }).click();

      const form = section.getByRole('form', { name: 'Add a family member' });
      await form.getByRole('button', { name: 'Save family member' }).click();
      await form.getByText('Please enter the name of this family member.').waitFor();
      expect(await focused(page)).toBe('name');

      await form.getByRole('textbox', { name: 'Name (required)' }).fill(family.son);
      await form.getByRole('combobox', { name: 'Relation to you (required)' }).selectOption('child');
      await form.getByRole('combobox', { name: 'Gender (required)' }).selectOption('Male');
      await form.getByLabel('Date of birth (required)').fill('2019-03-05');
      // A child's details are kept only with the parent's consent, asked once the birth date shows a minor.
      await form.getByRole('checkbox', { name: /parent or guardian/ }).check();
      await form.getByRole('textbox', { name: 'Allergy' }).fill('Peanuts');
      await expectAccessible(page);
      await shot(page, `family-profile-form-${width}`);
      await form.getByRole('button', { name: 'Save family member' }).click();

      const list = section.getByRole('list', { name: 'Your family members' });
      await list.getByText('Son, born 5 March 2019').waitFor();
      await list.getByText('Peanuts').waitFor();
      await section.getByRole('button', { name: `Remove ${family.son}` }).click();
      await section.getByRole('group', { name: `Remove ${family.son} from your family?` }).waitFor();
      await expectAccessible(page);
      await shot(page, `family-profile-section-${width}`);
      // The long e-mail address of the test account wraps: the page never scrolls sideways.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      await page.keyboard.press('Escape');
      expect(await focused(page)).toBe(`Remove ${family.son}`);
    });

    it('books for that child, and My Appointment says whom it is for', async () => {
      await page.goto(`${product.baseUrl}/appointment/${doctor._id}`);
      const son = whoGroup(page).locator('label', { hasText: `${family.son} — son` });
      await son.waitFor();
      expect(await whoGroup(page).locator('label').allTextContents()).toEqual([
        `Me (${family.parent})`,
        `${family.son} — son`,
        'Add a family member',
      ]);
      expect(
        await whoGroup(page)
          .locator('input:checked')
          .evaluate((el) => el.closest('label')?.textContent),
      ).toBe(`Me (${family.parent})`);
      await son.click();
      await dayGroup(page).locator('label').nth(1).click();
      await timeGroup(page).locator('label').first().click();
      bookedOn[family.son] = await dayGroup(page).locator('input:checked').inputValue();
      await page.getByText(new RegExp(`^Your choice: .+, for ${family.son}$`)).waitFor();
      await expectAccessible(page);
      await shot(page, `family-who-for-${width}`);

      await bookButton(page).click();
      await page.waitForURL(/\/my-appointment$/);
      const card = page.getByRole('article').filter({ hasText: `Appointment for ${family.son}, son` });
      await card.waitFor();
      await expectAccessible(page);
      await shot(page, `family-my-appointment-${width}`);
    });

    it('adds a second child from the booking page and books for her, by keyboard alone', async () => {
      await page.goto(`${product.baseUrl}/appointment/${doctor._id}`);
      await whoGroup(page)
        .locator('label', { hasText: `${family.son} — son` })
        .waitFor();
      await whoGroup(page).locator('input:checked').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toBe('Add a family member');

      const form = page.getByRole('form', { name: 'Add a family member' });
      await form.waitFor();
      await form.getByText('You can add their blood group', { exact: false }).waitFor();
      await expectAccessible(page);
      await shot(page, `family-inline-form-${width}`);

      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('name');
      await page.keyboard.type(family.daughter);
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      expect(await form.getByRole('combobox', { name: 'Relation to you (required)' }).inputValue()).toBe(
        'child',
      );
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await form.getByRole('combobox', { name: 'Gender (required)' }).inputValue()).toBe('Female');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('dob');
      await page.keyboard.type(await dateKeys(page, { year: '2021', month: '11', day: '30' }));
      expect(await form.getByLabel('Date of birth (required)').inputValue()).toBe('2021-11-30');
      // She is a child: the parent's consent comes next in the order, ticked with Space.
      // (Tab first walks the date's remaining day, month or year parts.)
      for (let parts = 0; parts < 3 && (await focused(page)) === 'dob'; parts++)
        await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('guardianConsent');
      await page.keyboard.press('Space');
      expect(await form.getByRole('checkbox', { name: /parent or guardian/ }).isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('Save family member');
      await page.keyboard.press('Enter');

      // Saved: the form closes, and the new child is chosen and has the focus.
      await form.waitFor({ state: 'detached' });
      expect(await focused(page)).toBe(`${family.daughter} — daughter`);
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() =>
          document.activeElement?.closest('[role=radiogroup]')?.getAttribute('aria-labelledby'),
        ),
      ).toBe(await dayGroup(page).getAttribute('aria-labelledby'));
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      const time = await focused(page);
      await page.keyboard.press('Tab');
      expect(await bookButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.getByText(/^Your choice:/).textContent()).toMatch(
        new RegExp(`^Your choice: .+, ${time}, for ${family.daughter}$`),
      );
      bookedOn[family.daughter] = await dayGroup(page).locator('input:checked').inputValue();
      await page.keyboard.press('Enter');

      await page.waitForURL(/\/my-appointment$/);
      await page
        .getByRole('article')
        .filter({ hasText: `Appointment for ${family.daughter}, daughter` })
        .waitFor();
      await page
        .getByRole('article')
        .filter({ hasText: `Appointment for ${family.son}, son` })
        .waitFor();
      expect(errors).toEqual([]);
    });

    it('staff see each child with the parent who booked, whose contacts follow', async () => {
      const staff = await browser.newContext({ viewport });
      const screen = await staff.newPage();
      const screenErrors = collectErrors(screen);
      await screen.goto(`${product.baseUrl}/admin/appointments`);
      await screen.waitForURL(/\/admin\/login$/);
      await screen.getByRole('textbox', { name: 'Email' }).fill(STAFF.email);
      await screen.getByLabel('Password').fill(STAFF.password);
      await screen.getByRole('button', { name: 'Log in' }).click();
      await screen.waitForURL(/\/admin\/appointments$/);

      for (const [child, relation] of [
        [family.son, 'Son'],
        [family.daughter, 'Daughter'],
      ] as const) {
        await screen.goto(`${product.baseUrl}/admin/appointments?date=${bookedOn[child]}`);
        const row = screen.getByRole('row').filter({ hasText: child });
        await row.waitFor();
        const cell = row.getByRole('cell').filter({ hasText: child });
        expect(await cell.getByText(`${relation} of`).textContent()).toBe(
          `${relation} of ${family.parent} (account holder)`,
        );
        expect(await cell.getByRole('link', { name: /@example\.in$/ }).count()).toBe(1);
      }
      await expectAccessible(screen);
      await shot(screen.getByRole('row').filter({ hasText: family.daughter }), `family-staff-row-${width}`);
      await shot(screen, `family-staff-appointments-${width}`);
      expect(screenErrors).toEqual([]);
      await staff.close();
    });
  });
}
