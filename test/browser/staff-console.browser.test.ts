import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Doctor } from '@umang/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signUpPatient } from './support/accounts.js';
import {
  collectErrors,
  DESKTOP,
  launchBrowser,
  patientContext,
  PHONE,
  SCREENSHOT_DIR,
  seriousAxeViolations,
} from './support/browser.js';
import { type RunningProduct, startProduct } from './support/product.js';

const STAFF = { email: 'meera.staff@umang.example', password: 'Console-Kite-2026!' };

interface DoctorRow {
  _id: string;
  name: string;
  available: boolean;
}
interface DaySlots {
  dateKey: string;
  slots: string[];
}

let product: RunningProduct;
let browser: Browser;
let staff: { context: BrowserContext; page: Page; errors: string[] };
let patient: { context: BrowserContext; page: Page; token: string };
let doctor: DoctorRow;
const appointments: string[] = [];

/** The free days and times the server would accept, read the way the SPA reads them. */
async function freeDays(doctorId: string): Promise<DaySlots[]> {
  const { bookableDays } = await import('@umang/common');
  const { doctors } = (await (await fetch(`${product.baseUrl}/api/doctor/list`)).json()) as {
    doctors: Doctor[];
  };
  const { slots_booked: slotsBooked, blockedSlots } = doctors.find((d) => d._id === doctorId)!;
  return bookableDays({ slotsBooked, blockedSlots }, new Date());
}

async function bookAndPay(slotDate: string, slotTime: string, transactionId: string): Promise<string> {
  const { appointmentId } = await postJson<{ appointmentId: string }>(
    product,
    '/api/user/book-appointment',
    { docId: doctor._id, slotDate, slotTime },
    patient.token,
  );
  await postJson(
    product,
    '/api/user/confirm-payment',
    { appointmentId, name: 'Asha Verma', transactionId },
    patient.token,
  );
  return appointmentId;
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password }),
    launchBrowser(),
  ]);
  const { doctors } = (await (await fetch(`${product.baseUrl}/api/doctor/list`)).json()) as {
    doctors: DoctorRow[];
  };
  doctor = doctors.find((d) => d.available)!;

  const token = await signUpPatient(product, `ravi.${Date.now()}@example.in`, 'Ravi Kumar');
  const context = await patientContext(browser, PHONE, token);
  patient = { context, page: await context.newPage(), token };
  const [first, second] = (await freeDays(doctor._id)).slice(0, 2);
  appointments.push(await bookAndPay(first!.dateKey, first!.slots[0]!, '111122223333'));
  appointments.push(await bookAndPay(second!.dateKey, second!.slots[0]!, '444455556666'));

  const staffContext = await browser.newContext({ viewport: DESKTOP });
  const staffPage = await staffContext.newPage();
  staff = { context: staffContext, page: staffPage, errors: collectErrors(staffPage) };
});

afterAll(async () => {
  await staff?.context.close();
  await patient?.context.close();
  await browser?.close();
  await product?.stop();
});

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `24_11_2026` → `Tue 24 Nov`, as the blocked-times editor names its cells. */
function cellDay(dateKey: string): string {
  const [day, month, year] = dateKey.split('_').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month - 1]}`;
}

const myAppointments = async () => {
  await patient.page.goto(`${product.baseUrl}/my-appointment`);
  await patient.page.getByRole('heading', { name: 'My Appointments' }).waitFor();
};

describe('staff decide payment proofs and run the schedule', () => {
  it('sends staff without a token to the login, then into the console', async () => {
    const { page } = staff;
    await page.goto(`${product.baseUrl}/admin/doctors`);
    await page.waitForURL(/\/admin\/login$/);
    await page.getByRole('textbox', { name: 'Email' }).fill(STAFF.email);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/admin\/doctors$/);
    await page.getByRole('link', { name: /Payments/ }).click();
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
  });

  it('approves a proof, and the patient sees Payment Successful', async () => {
    const { page } = staff;
    const row = page.getByRole('row').filter({ hasText: '3333' });
    await row.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'console-payments');
    await row.getByRole('button', { name: /Approve/ }).click();
    await page.getByText('Payment approved').first().waitFor();
    await expect.poll(() => row.count()).toBe(0);

    await myAppointments();
    await patient.page.getByText('Payment Successful').first().waitFor();
  });

  it('rejects a proof with a reason, and the patient sees it', async () => {
    const { page } = staff;
    const row = page.getByRole('row').filter({ hasText: '6666' });
    await row.getByRole('button', { name: /Reject/ }).click();
    await page.getByRole('textbox', { name: /Reason/ }).fill('No credit with this UTR on our statement');
    await page.getByRole('button', { name: 'Reject payment' }).click();
    await page.getByText('Payment rejected').first().waitFor();

    await myAppointments();
    await patient.page.getByRole('button', { name: 'Payment Rejected' }).waitFor();
    await patient.page.getByText('No credit with this UTR on our statement').waitFor();
    await patient.page.screenshot({
      path: join(SCREENSHOT_DIR, 'patient-after-decisions-phone.png'),
      fullPage: true,
    });
  });

  it('blocks a time, and it disappears from the patient’s booking page', async () => {
    const [day] = await freeDays(doctor._id);
    const time = day!.slots.at(-1)!;
    const { to12Hour } = await import('@umang/common');
    const shown = to12Hour(time);

    await patient.page.goto(`${product.baseUrl}/appointment/${doctor._id}`);
    // The times are radios styled as pills: the input itself is not drawn.
    await patient.page.getByRole('radio', { name: shown, exact: true }).waitFor({ state: 'attached' });

    const { page } = staff;
    await page.getByRole('link', { name: 'Doctors' }).click();
    await page.getByRole('button', { name: `Blocked times of ${doctor.name}` }).click();
    await page.getByRole('button', { name: `Block ${cellDay(day!.dateKey)} ${shown}` }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'console-blocked-times');
    await page.getByRole('button', { name: 'Save blocked times' }).click();
    await page
      .getByText(/saved|updated/i)
      .first()
      .waitFor();

    await patient.page.reload();
    await patient.page.getByRole('heading', { level: 1, name: doctor.name }).waitFor();
    await patient.page
      .getByRole('radio', { name: to12Hour(day!.slots[0]!), exact: true })
      .first()
      .waitFor({ state: 'attached' });
    expect(await patient.page.getByRole('radio', { name: shown, exact: true }).count()).toBe(0);
    expect(staff.errors).toEqual([]);
  });

  it.each([
    ['dashboard', 'Dashboard'],
    ['appointments', 'Appointments'],
    ['doctors', 'Doctors'],
    ['blogs', 'Wall of Honour'],
    ['enquiries', 'Enquiries'],
    ['audit', 'Audit log'],
    ['accounts', 'Accounts'],
  ])('%s: loads, fits a phone and a desktop, nothing serious for axe', async (path, title) => {
    const { page } = staff;
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${product.baseUrl}/admin/${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      const label = viewport === PHONE ? 'phone' : 'desktop';
      await page.screenshot({ path: join(SCREENSHOT_DIR, `console-${path}-${label}.png`), fullPage: true });
    }
    await page.setViewportSize(DESKTOP);
    expect(staff.errors).toEqual([]);
  });
});
