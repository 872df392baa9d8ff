import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Doctor } from '@umang/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, proofStatus, signUpPatient } from './support/accounts.js';
import {
  collectErrors,
  DESKTOP,
  launchBrowser,
  PHONE,
  SCREENSHOT_DIR,
  seriousAxeViolations,
} from './support/browser.js';
import { type RunningProduct, startProduct } from './support/product.js';

const STAFF = { email: 'nisha.staff@umang.example', password: 'Console-Lotus-2026!' };
const PATIENT = 'Kavya Menon';

let product: RunningProduct;
let browser: Browser;
let staffToken: string;
let patientToken: string;
let doctor: Doctor;
let context: BrowserContext;
let page: Page;
let errors: string[];
const free: { dateKey: string; time: string }[] = [];
let utr = 731100000000;

/** Books the next free slot and submits a UPI proof for it, as a patient would. */
async function bookAndPay(): Promise<string> {
  const slot = free.shift()!;
  const { appointmentId } = await postJson<{ appointmentId: string }>(
    product,
    '/api/user/book-appointment',
    { docId: doctor._id, slotDate: slot.dateKey, slotTime: slot.time },
    patientToken,
  );
  await postJson(
    product,
    '/api/user/confirm-payment',
    { appointmentId, name: PATIENT, transactionId: String(++utr) },
    patientToken,
  );
  return appointmentId;
}

const proofStatusOf = (appointmentId: string) => proofStatus(product, staffToken, appointmentId);

const rowOf = (appointmentId: string) => page.locator(`tr[data-appointment="${appointmentId}"]`);

async function shoot(name: string, width: typeof PHONE | typeof DESKTOP): Promise<void> {
  const label = width === PHONE ? 'phone' : 'desktop';
  await page.screenshot({ path: join(SCREENSHOT_DIR, `staff-${name}-${label}.png`), fullPage: true });
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
  doctor = doctors.find((d) => d.available)!;
  const days = bookableDays(
    { slotsBooked: doctor.slots_booked, blockedSlots: doctor.blockedSlots },
    new Date(),
  );
  for (const day of days) for (const time of day.slots) free.push({ dateKey: day.dateKey, time });

  patientToken = await signUpPatient(product, `kavya.${Date.now()}@example.in`, PATIENT);
  ({ token: staffToken } = await postJson<{ token: string }>(product, '/api/admin/login', STAFF));
  context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript((t) => localStorage.setItem('staffToken', t), staffToken);
  page = await context.newPage();
  errors = collectErrors(page);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

describe('staff console: Undo, live queue, completion and audit names', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('Undo at %s keeps the proof pending on the server', async (_label, viewport) => {
    const id = await bookAndPay();
    await page.setViewportSize(viewport);
    await page.goto(`${product.baseUrl}/admin/payments`);
    await rowOf(id)
      .getByRole('button', { name: /^Approve/ })
      .click();
    const undo = rowOf(id).getByRole('button', { name: /^Undo/ });
    await expect.poll(() => undo.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await undo.textContent()).toMatch(/Undo\s*\(\d\s*s\)/);
    await shoot('payments-undo', viewport);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await rowOf(id)
      .getByRole('button', { name: /^Approve/ })
      .waitFor();
    // Nothing to wait for on screen: the approval must simply never be sent. Wait out the window.
    await page.waitForTimeout(6_000);
    expect(await proofStatusOf(id)).toBe('pending');
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('Approve at %s is sent when the Undo window ends', async (_label, viewport) => {
    const id = await bookAndPay();
    await page.setViewportSize(viewport);
    await page.goto(`${product.baseUrl}/admin/payments`);
    await rowOf(id)
      .getByRole('button', { name: /^Approve/ })
      .click();
    expect(await proofStatusOf(id)).toBe('pending');
    await rowOf(id).waitFor({ state: 'detached', timeout: 15_000 });
    expect(await proofStatusOf(id)).toBe('accepted');
  });

  it('shows a proof submitted meanwhile in the open queue without Refresh', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${product.baseUrl}/admin/payments`);
    await page.getByRole('tab', { name: /^Pending/ }).waitFor();
    const id = await bookAndPay();
    await rowOf(id).waitFor({ timeout: 40_000 });
    expect(await rowOf(id).textContent()).toContain(PATIENT);
  }, 60_000);

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('offers no Mark completed on a future appointment at %s', async (_label, viewport) => {
    await page.setViewportSize(viewport);
    await page.goto(`${product.baseUrl}/admin/appointments`);
    const rows = page.getByRole('row').filter({ hasText: PATIENT });
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(1);
    expect(await rows.first().getByRole('button', { name: 'Cancel' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Mark completed' }).count()).toBe(0);
    await shoot('appointments', viewport);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('names the patient, slot and doctor in the audit log at %s', async (_label, viewport) => {
    await page.setViewportSize(viewport);
    await page.goto(`${product.baseUrl}/admin/audit`);
    const named = page.getByText(new RegExp(`^${PATIENT} · .+ with ${doctor.name}$`));
    await named.first().waitFor();
    await shoot('audit', viewport);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('staff console: receipts of accepted payments', () => {
  let id: string;

  beforeAll(async () => {
    // A patient of its own: the first one already holds as many unpaid bookings as allowed.
    const token = await signUpPatient(product, `ravi.${Date.now()}@example.in`, 'Ravi Iyer');
    const slot = free.shift()!;
    ({ appointmentId: id } = await postJson<{ appointmentId: string }>(
      product,
      '/api/user/book-appointment',
      { docId: doctor._id, slotDate: slot.dateKey, slotTime: slot.time },
      token,
    ));
    await postJson(
      product,
      '/api/user/confirm-payment',
      { appointmentId: id, name: 'Ravi Iyer', transactionId: String(++utr) },
      token,
    );
    await postJson(product, `/api/admin/payments/${id}/approve`, {}, staffToken);
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'downloads an accepted payment’s receipt from the Accepted tab at %s',
    async (_label, viewport) => {
      await page.setViewportSize(viewport);
      await page.goto(`${product.baseUrl}/admin/payments?status=accepted`);
      const button = rowOf(id).getByRole('button', { name: 'Receipt of the payment of Ravi Iyer' });
      await button.waitFor();
      const number = (await rowOf(id)
        .getByText(/^UMG\/\d{4}-\d{2}\/\d{6}$/)
        .textContent())!;
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(`receipt-${number.replaceAll('/', '-')}.pdf`);
      await shoot('payments-accepted', viewport);
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );
});
