import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Appointment, Doctor } from '@umang/common';
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
  WIDTHS,
} from './support/browser.js';
import { type RunningProduct, startProduct } from './support/product.js';

const STAFF = { email: 'nisha.staff@umang.example', password: 'Ledger-Mango-2026!' };
const PATIENT_NAME = 'Kavita Rao';
const REASON = 'The amount received was ₹300, not the full fee';
const PAYEE = { UPI_VPA: 'umang.centre@okaxis', UPI_PAYEE_NAME: 'Umang Centre & Clinic' };

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let patientToken: string;
let staffToken: string;
let doctorName: string;
/** The newest booking comes first on the page: paid through the form, then approved. */
let approved: { id: string; card: Locator };
/** Sent through the API before the page opens, then rejected. */
let rejected: { id: string; card: Locator };

const decide = (id: string, verdict: 'approve' | 'reject', reason?: string) =>
  postJson(product, `/api/admin/payments/${id}/${verdict}`, reason ? { reason } : {}, staffToken);

/** Both widths of the page as it is now, then back to the width the test runs at. */
async function shoot(name: string, back: typeof PHONE): Promise<void> {
  for (const [label, viewport] of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `pay-${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(back);
}

async function openMyAppointments(): Promise<void> {
  await page.goto(`${product.baseUrl}/my-appointment`);
  await page.getByRole('heading', { name: 'My Appointments' }).waitFor();
}

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password, ...PAYEE }),
    launchBrowser(),
  ]);
  const { bookableDays } = await import('@umang/common');
  const { doctors } = (await (await fetch(`${product.baseUrl}/api/doctor/list`)).json()) as {
    doctors: Doctor[];
  };
  const doctor = doctors.find((d) => d.available)!;
  doctorName = doctor.name;
  const [first, second] = bookableDays(
    { slotsBooked: doctor.slots_booked, blockedSlots: doctor.blockedSlots },
    new Date(),
  );
  patientToken = await signUpPatient(product, `kavita.${Date.now()}@example.in`, PATIENT_NAME);
  staffToken = (await postJson<{ token: string }>(product, '/api/admin/login', STAFF)).token;
  const book = async (slotDate: string, slotTime: string) =>
    (
      await postJson<{ appointmentId: string }>(
        product,
        '/api/user/book-appointment',
        { docId: doctor._id, slotDate, slotTime },
        patientToken,
      )
    ).appointmentId;
  const rejectedId = await book(first!.dateKey, first!.slots[0]!);
  await postJson(
    product,
    '/api/user/confirm-payment',
    { appointmentId: rejectedId, name: PATIENT_NAME, transactionId: '777788889999' },
    patientToken,
  );
  const approvedId = await book(second!.dateKey, second!.slots[0]!);

  context = await patientContext(browser, PHONE, patientToken);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.baseUrl });
  page = await context.newPage();
  errors = collectErrors(page);
  const cards = page.getByRole('article', { name: doctorName });
  approved = { id: approvedId, card: cards.nth(0) };
  rejected = { id: rejectedId, card: cards.nth(1) };
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

describe('paying on a phone, and hearing staff’s decision without a reload', () => {
  it('opens the payment panel in view, with the payee as text and a Copy button', async () => {
    await openMyAppointments();
    await approved.card.getByRole('button', { name: 'Pay Online' }).click();
    const heading = page.getByRole('heading', { name: /Pay the amount/ });
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    const box = (await heading.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);

    await page.getByText(PAYEE.UPI_VPA, { exact: true }).waitFor();
    await page.getByText(PAYEE.UPI_PAYEE_NAME, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Copy UPI ID' }).click();
    await page.getByText('Copied', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PAYEE.UPI_VPA);
  });

  it('starts with the patient’s name and says exactly what is wrong with an 11-digit UTR, only in the form', async () => {
    await page.getByRole('button', { name: 'I have paid' }).click();
    const name = page.getByRole('textbox', { name: 'Name on the UPI account' });
    expect(await name.inputValue()).toBe(PATIENT_NAME);
    const utr = page.getByRole('textbox', { name: 'UPI Transaction ID' });
    await utr.fill('1234 5678 901');
    await page.getByRole('button', { name: 'Submit Payment Info' }).click();
    const problem = page.getByText('The UPI transaction ID has 12 digits; you entered 11.');
    await problem.waitFor();
    expect(await problem.count()).toBe(1); // not toasted as well
    expect(await utr.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot('form-error', PHONE);
  });

  it('turns from Verifying Payment... to Payment Successful within 40 s of staff approving, and says so', async () => {
    await page.getByRole('textbox', { name: 'UPI Transaction ID' }).fill('1234 5678 9012');
    await page.getByRole('button', { name: 'Submit Payment Info' }).click();
    await approved.card.getByRole('button', { name: 'Verifying Payment...' }).waitFor();
    await shoot('pending', PHONE);
    // A mark on this very document: a reload would lose it.
    await page.evaluate(() => document.documentElement.setAttribute('data-still-open', 'yes'));

    await decide(approved.id, 'approve');
    // Exact: the Verifying note itself promises "Payment Successful" in a sentence.
    await approved.card.getByText('Payment Successful', { exact: true }).waitFor({ timeout: 40_000 });
    expect(await approved.card.getByRole('button', { name: 'Verifying Payment...' }).count()).toBe(0);
    expect(await page.locator('html').getAttribute('data-still-open')).toBe('yes');
    await page
      .getByRole('status')
      .filter({ hasText: `Payment for your appointment with ${doctorName}` })
      .filter({ hasText: 'was approved.' })
      .waitFor({ state: 'attached' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot('approved', PHONE);
  }, 60_000);

  it('downloads the paid appointment’s receipt as a PDF named after its number', async () => {
    const listed = await fetch(`${product.baseUrl}/api/user/appointments`, {
      headers: { token: patientToken },
    });
    const { appointments } = (await listed.json()) as { appointments: Appointment[] };
    const number = appointments.find((a) => a._id === approved.id)!.paymentProof!.receiptNumber!;
    await approved.card.getByText(number).waitFor();
    await approved.card.screenshot({ path: join(SCREENSHOT_DIR, 'pay-paid-card-phone.png') });

    const button = approved.card.getByRole('button', { name: /^Download receipt for the appointment with/ });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`receipt-${number.replaceAll('/', '-')}.pdf`);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page
      .getByRole('status')
      .filter({ hasText: `Saved as receipt-${number.replaceAll('/', '-')}.pdf` })
      .waitFor({ state: 'attached' });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('on a desktop, coming back to the tab shows a rejection at once', () => {
  it('asks again when the tab is shown again, and shows Payment Rejected with the reason', async () => {
    await page.setViewportSize(DESKTOP);
    await openMyAppointments();
    await rejected.card.getByRole('button', { name: 'Verifying Payment...' }).waitFor();

    await decide(rejected.id, 'reject', REASON);
    // The tab is hidden and shown again (another tab was in front meanwhile).
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    // Well inside the 30 s poll: the return to the tab is what asked again.
    await rejected.card.getByRole('button', { name: 'Payment Rejected' }).waitFor({ timeout: 10_000 });
    await rejected.card.getByText(`Reason: ${REASON}`).waitFor();
    await rejected.card.getByRole('button', { name: 'Pay Online' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `was rejected. Reason: ${REASON}.` })
      .waitFor({ state: 'attached' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot('rejected', DESKTOP);
    expect(errors).toEqual([]);
  });
});
