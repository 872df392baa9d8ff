import { join } from 'node:path';
import { bookableDays, type Doctor, istToday, addDays, toDateKey } from '@umang/common';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedCode, postJson, signUpPatient } from './support/accounts.js';
import {
  collectErrors,
  DESKTOP,
  launchBrowser,
  PHONE,
  SCREENSHOT_DIR,
  seriousAxeViolations,
  WIDTHS,
} from './support/browser.js';
import { type RunningProduct, startProduct } from './support/product.js';

const ADMIN = { email: 'nisha.admin@umang.example', password: 'Console-Kite-2026!' };
const PASSWORD = 'Monsoon-Ledger-2026';
const DESK = { email: 'desk@umang.example', name: 'Rohan Desk' };
const DOCTOR = { email: 'kavya.doctor@umang.example', name: 'Kavya Iyer' };

let product: RunningProduct;
let browser: Browser;
let mine: Doctor;
let other: Doctor;
/** One booking with the doctor who gets an account, one with another doctor. */
const booked = { mine: '', other: '' };

interface Tab {
  context: BrowserContext;
  page: Page;
  errors: string[];
}
const tabs: Tab[] = [];

async function openTab(viewport: { width: number; height: number }): Promise<Tab> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const tab = { context, page, errors: collectErrors(page) };
  tabs.push(tab);
  return tab;
}

/** The first free slot of `doctor`, booked and paid for by a new patient. */
async function bookWith(doctor: Doctor, patient: string, utr: string): Promise<string> {
  const token = await signUpPatient(product, `${patient.split(' ')[0]!.toLowerCase()}@example.in`, patient);
  const day = bookableDays(
    { slotsBooked: doctor.slots_booked, blockedSlots: doctor.blockedSlots },
    new Date(),
  )[0]!;
  const { appointmentId } = await postJson<{ appointmentId: string }>(
    product,
    '/api/user/book-appointment',
    { docId: doctor._id, slotDate: day.dateKey, slotTime: day.slots[0] },
    token,
  );
  await postJson(
    product,
    '/api/user/confirm-payment',
    { appointmentId, name: patient, transactionId: utr },
    token,
  );
  return appointmentId;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${product.baseUrl}/admin/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The screen fits its width and axe finds nothing serious; then a screenshot. */
async function check(page: Page, name: string, label: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways at ${label}`).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `roles-${name}-${label}.png`), fullPage: true });
}

const navLinks = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link').allTextContents()).map(
    (text) => text.replace(/\d+\s*pending$/, '').trim(),
  );

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    launchBrowser(),
  ]);
  const { doctors } = (await (await fetch(`${product.baseUrl}/api/doctor/list`)).json()) as {
    doctors: Doctor[];
  };
  [mine, other] = doctors.filter((d) => d.available) as [Doctor, Doctor];
  booked.mine = await bookWith(mine, 'Ravi Kumar', '518273645501');
  booked.other = await bookWith(other, 'Sunita Rao', '518273645502');
});

afterAll(async () => {
  for (const tab of tabs) await tab.context.close();
  await browser?.close();
  await product?.stop();
});

describe('each console role signs in to its own view', () => {
  it('an admin opens on the dashboard and invites a staff member and a doctor from Accounts', async () => {
    const { page, errors } = await openTab(DESKTOP);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await navLinks(page)).toEqual([
      'Dashboard',
      'Payments',
      'Appointments',
      'Doctors',
      'Wall of Honour',
      'Enquiries',
      'Audit log',
      'Accounts',
    ]);
    // The two paid bookings wait for a decision.
    await page.getByText('Oldest waiting').waitFor();
    for (const [label, viewport] of WIDTHS) {
      await page.setViewportSize(viewport);
      await check(page, 'dashboard', label);
    }
    await page.setViewportSize(DESKTOP);

    await page.getByRole('link', { name: 'Accounts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
    const invite = async (person: { email: string; name: string }, role: RegExp) => {
      await page.getByLabel('E-mail').fill(person.email);
      await page.getByLabel('Full name').fill(person.name);
      // The radio is dressed as a pill: a person clicks the pill, its label.
      await page
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: role }) })
        .click();
      expect(await page.getByRole('radio', { name: role }).isChecked()).toBe(true);
      if (role.source.includes('Doctor'))
        await page.getByLabel('Doctor', { exact: true }).selectOption(mine._id);
      await page.getByRole('button', { name: 'Create account and mail the code' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Account created for ${person.name}` })
        .waitFor();
    };
    await invite(DESK, /^Staff/);
    await invite(DOCTOR, /^Doctor/);
    const rows = page.getByRole('row');
    await rows.filter({ hasText: DOCTOR.email }).filter({ hasText: mine.name }).waitFor();
    expect(await rows.filter({ hasText: 'Invited' }).count()).toBe(2);
    for (const [label, viewport] of WIDTHS) {
      await page.setViewportSize(viewport);
      await check(page, 'accounts', label);
    }
    expect(errors).toEqual([]);
  });

  it('the invited people set their own passwords on a phone with the mailed code', async () => {
    const { page, errors } = await openTab(PHONE);
    for (const person of [DESK, DOCTOR]) {
      await page.goto(`${product.baseUrl}/admin/set-password?email=${encodeURIComponent(person.email)}`);
      expect(await page.getByLabel('E-mail').inputValue()).toBe(person.email);
      await page.getByLabel('Code').fill(await mailedCode(product, person.email));
      await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Repeat the new password').fill(PASSWORD);
      if (person === DESK) await check(page, 'set-password', 'phone');
      await page.getByRole('button', { name: 'Set my password' }).click();
      await page.getByRole('heading', { name: 'Your password is set' }).waitFor();
    }
    expect(errors).toEqual([]);
  });

  it('staff open on the dashboard and cannot reach the accounts', async () => {
    const { page, errors } = await openTab(DESKTOP);
    await signIn(page, DESK.email, PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await navLinks(page)).not.toContain('Accounts');
    expect(await navLinks(page)).toContain('Payments');
    await page.goto(`${product.baseUrl}/admin/accounts`);
    await page.getByRole('heading', { level: 1, name: 'This screen is not part of your console' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a doctor opens on My day, sees only their own patients, and cannot open another doctor’s appointment by its address', async () => {
    const { page, errors } = await openTab(PHONE);
    await signIn(page, DOCTOR.email, PASSWORD);
    await page.waitForURL('**/admin/my-day');
    await page.getByRole('heading', { level: 1, name: 'My day' }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await navLinks(page)).toEqual(['My day', 'Appointments', 'My calendar']);
    await page.getByRole('button', { name: 'Menu' }).click();

    // My day shows what the server holds for this doctor today and tomorrow, and nothing else.
    const { token } = await postJson<{ token: string }>(product, '/api/admin/login', {
      email: DOCTOR.email,
      password: PASSWORD,
    });
    const today = istToday(new Date());
    const expected: string[] = [];
    for (const day of [today, addDays(today, 1)]) {
      const res = await fetch(`${product.baseUrl}/api/admin/appointments?date=${toDateKey(day)}`, {
        headers: { token },
      });
      const { appointments } = (await res.json()) as { appointments: { patient: { name: string } }[] };
      expected.push(...appointments.map((a) => a.patient.name));
    }
    await page.getByRole('heading', { level: 2, name: /^Today, / }).waitFor();
    await page.getByRole('heading', { level: 2, name: /^Tomorrow, / }).waitFor();
    await page.waitForLoadState('networkidle');
    const cards = await page.getByRole('article').allTextContents();
    expect(cards.length).toBe(expected.length);
    expected.forEach((name) => expect(cards.join(' ')).toContain(name));
    expect(cards.join(' ')).not.toContain('Sunita Rao');
    for (const [label, viewport] of WIDTHS) {
      await page.setViewportSize(viewport);
      await check(page, 'my-day', label);
    }

    await page.goto(`${product.baseUrl}/admin/appointments`);
    await page.getByRole('heading', { level: 1, name: 'Appointments' }).waitFor();
    await page.getByText('Ravi Kumar').first().waitFor();
    expect(await page.getByText('Sunita Rao').count()).toBe(0);

    await page.goto(`${product.baseUrl}/admin/appointments/${booked.mine}`);
    await page.getByText('Ravi Kumar').first().waitFor();
    await page.goto(`${product.baseUrl}/admin/appointments/${booked.other}`);
    await page.getByRole('heading', { level: 1, name: 'Appointment not found' }).waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/Sunita|518273645502|sunita@/);
    await check(page, 'appointment-not-found', 'desktop');

    await page.goto(`${product.baseUrl}/admin/payments`);
    await page.getByRole('heading', { level: 1, name: 'This screen is not part of your console' }).waitFor();
    // The refused API call (404) for another doctor's appointment is the only console error.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });

  it('disabling an account ends its open session at the next request', async () => {
    const [admin, desk] = [tabs[0]!.page, tabs[2]!.page];
    await admin.setViewportSize(DESKTOP);
    await admin.goto(`${product.baseUrl}/admin/accounts`);
    const row = admin.getByRole('row').filter({ hasText: DESK.email });
    await row.getByRole('button', { name: /^Disable/ }).click();
    await row.getByRole('button', { name: 'Disable account' }).click();
    await row.getByText('Disabled').first().waitFor();
    await desk.goto(`${product.baseUrl}/admin/payments`);
    await desk.waitForURL('**/admin/login');
  });
});
