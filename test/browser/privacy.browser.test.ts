import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { DataExport, Doctor, ProfileResponse } from '@umang/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedMailCode, savedMails } from '../support/saved-mails.js';
import { mailedCode, postJson, signUpPatient } from './support/accounts.js';
import {
  collectErrors,
  launchBrowser,
  patientContext,
  PHONE,
  SCREENSHOT_DIR,
  seriousAxeViolations,
} from './support/browser.js';
import { type RunningProduct, startProduct } from './support/product.js';

const STAFF = { email: 'privacy.staff@umang.example', password: 'Console-Tamarind-2026!' };
const PASSWORD = 'Kite-Sunrise-2026';
const PATIENT_NAME = 'Rhea Kapoor';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
let email: string;
let newEmail: string;
let paidAppointmentId: string;
let doctorName: string;

const section = (): Locator => page.getByRole('region', { name: 'Privacy and your data' });

/** The whole page from its top (so the sticky header sits where it belongs), at 390 px. */
async function shot(name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOT_DIR, `privacy-${name}.png`), fullPage: true });
}

/**
 * The privacy section alone, as it looks now: cut from the whole page seen from its top,
 * so the sticky header is not drawn over the section.
 */
async function shotSection(name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await section().boundingBox())!;
  await page.screenshot({ path: join(SCREENSHOT_DIR, `privacy-${name}.png`), fullPage: true, clip: box });
}

async function expectAccessible(): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

const noSidewaysScroll = (): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function profileOnServer(): Promise<ProfileResponse> {
  const res = await fetch(`${product.baseUrl}/api/user/get-profile`, { headers: { token } });
  return (await res.json()) as ProfileResponse;
}

async function openProfile(): Promise<void> {
  await page.goto(`${product.baseUrl}/my-profile`);
  await section().getByRole('heading', { name: 'Privacy and your data' }).waitFor();
}

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password }),
    launchBrowser(),
  ]);
  const { bookableDays } = await import('@umang/common');
  const { doctors } = (await (await fetch(`${product.baseUrl}/api/doctor/list`)).json()) as {
    doctors: Doctor[];
  };
  const doctor = doctors.find((d) => d.available)!;
  doctorName = doctor.name;
  const [day] = bookableDays(
    { slotsBooked: doctor.slots_booked, blockedSlots: doctor.blockedSlots },
    new Date(),
  );
  email = `rhea.${Date.now()}@example.in`;
  newEmail = `rhea.kapoor.${Date.now()}@example.in`;
  token = await signUpPatient(product, email, PATIENT_NAME);

  // An upcoming visit, paid and accepted by staff: erasure must warn about it.
  ({ appointmentId: paidAppointmentId } = await postJson<{ appointmentId: string }>(
    product,
    '/api/user/book-appointment',
    { docId: doctor._id, slotDate: day!.dateKey, slotTime: day!.slots[0]! },
    token,
  ));
  await postJson(
    product,
    '/api/user/confirm-payment',
    { appointmentId: paidAppointmentId, name: PATIENT_NAME, transactionId: '556677889900' },
    token,
  );
  const staffToken = (await postJson<{ token: string }>(product, '/api/admin/login', STAFF)).token;
  await postJson(product, `/api/admin/payments/${paidAppointmentId}/approve`, {}, staffToken);

  context = await patientContext(browser, PHONE, token);
  page = await context.newPage();
  errors = collectErrors(page);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

describe('a patient’s data rights in My Profile, on a 390 px phone', () => {
  it('shows the section with the notice accepted, reachable from the top of the page', async () => {
    await openProfile();
    await page.getByRole('link', { name: 'Privacy and your data' }).click();
    await page.waitForURL(/#privacy-and-data$/);
    await expect
      .poll(() => section().evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(PHONE.height / 2);
    await section()
      .getByText(/You accepted our privacy notice \(version .+\) on /)
      .waitFor();
    await expect.poll(() => section().getByRole('list').count()).toBe(1);
    await section().getByText(`${doctorName}, for ${PATIENT_NAME}`, { exact: false }).waitFor();
    await expectAccessible();
    expect(await noSidewaysScroll()).toBe(0);
    await shot('profile');
    await shotSection('section');
  });

  it('downloads a JSON file with the profile and the paid visit', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section().getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as DataExport;
    expect(data.profile.email).toBe(email);
    expect(data.appointments.map((a) => a.id)).toContain(paidAppointmentId);
    await section().getByText(`Saved as ${download.suggestedFilename()}`).waitFor();
    await shotSection('downloaded');
  });

  it('switches the reminder mails off in one click, and the server keeps that', async () => {
    const reminders = section().getByRole('switch', {
      name: 'E-mail me a reminder the day before each visit',
    });
    expect(await reminders.isChecked()).toBe(true);
    await reminders.click();
    await page.getByText('Reminder mails are off', { exact: false }).first().waitFor();
    expect(await reminders.isChecked()).toBe(false);
    expect((await profileOnServer()).privacy.reminderMails).toBe(false);
    await expectAccessible();
    await shotSection('reminders-off');
  });

  it('changes the login e-mail with a code mailed to the new address', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Change e-mail' }).click();
    const group = page.getByRole('group', { name: 'Change e-mail' });
    await group.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
    await group.getByRole('button', { name: 'Send code' }).click();
    const code = group.getByRole('textbox', { name: 'Code from the e-mail' });
    await code.waitFor();
    await expectAccessible();
    expect(await noSidewaysScroll()).toBe(0);
    await shot('email-code');
    await code.fill(await mailedCode(product, newEmail));
    await group.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Your e-mail is now ${newEmail}`, { exact: false }).first().waitFor();
    expect((await profileOnServer()).userData.email).toBe(newEmail);
    expect(await noSidewaysScroll()).toBe(0);
    await shot('email-changed');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('deletes the account with a mailed code: home, signed out, and the e-mail no longer logs in', async () => {
    await openProfile();
    const mailsBefore = savedMails(product.dataDir).length;
    await section().getByRole('button', { name: 'Send me a deletion code' }).click();
    const code = section().getByRole('textbox', { name: 'Deletion code' });
    await code.waitFor();
    expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible();
    expect(await noSidewaysScroll()).toBe(0);
    await shotSection('delete-code');

    await code.fill(await savedMailCode(product.dataDir, newEmail, mailsBefore));
    await section().getByRole('button', { name: 'Delete my account permanently' }).click();
    await page.waitForURL(`${product.baseUrl}/`);
    await page.getByText('Your account has been deleted').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await shot('deleted');

    const res = await fetch(`${product.baseUrl}/api/user/get-profile`, { headers: { token } });
    expect(res.status).toBe(401);
    for (const address of [email, newEmail]) {
      const login = await fetch(`${product.baseUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, password: PASSWORD }),
      });
      expect(login.ok).toBe(false);
    }
    expect(errors).toEqual([]);
  });
});
