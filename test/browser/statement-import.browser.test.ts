import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { bookableDays, type Doctor, istToday, toIsoDate } from '@umang/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementFile } from '../../backend/src/reconciliation/testing/bank-statements.js';
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

const STAFF = { email: 'ritu.staff@umang.example', password: 'Console-Ledger-2026!' };
/** One proof the statement matches, one whose credit has another amount, one not on it at all. */
const PATIENTS = [
  { name: 'Ira Sharma', utr: '512300000001' },
  { name: 'Dev Malhotra', utr: '512300000002' },
  { name: 'Tara Joshi', utr: '512300000003' },
] as const;
const UNCLAIMED_UTR = '512399999999';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let staffToken: string;
let doctor: Doctor;
let statementPath: string;
const ids: string[] = [];

/** Today as the bank writes it (`YYYY-MM-DD`, India's day), the day every proof was sent. */
const bankToday = () => toIsoDate(istToday(new Date()));

const proofStatusOf = (appointmentId: string) => proofStatus(product, staffToken, appointmentId);

const rowOf = (appointmentId: string) => page.locator(`tr[data-appointment="${appointmentId}"]`);
const sidewaysScroll = () =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function shoot(name: string): Promise<void> {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage: true });
    if (label === 'phone') expect(await sidewaysScroll()).toBe(0);
  }
  await page.setViewportSize(DESKTOP);
}

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password }),
    launchBrowser(),
  ]);
  const { doctors } = (await (await fetch(`${product.baseUrl}/api/doctor/list`)).json()) as {
    doctors: Doctor[];
  };
  doctor = doctors.find((d) => d.available)!;
  const [day] = bookableDays(
    { slotsBooked: doctor.slots_booked, blockedSlots: doctor.blockedSlots },
    new Date(),
  );
  for (const [i, patient] of PATIENTS.entries()) {
    const email = `${patient.name.split(' ')[0]!.toLowerCase()}.${Date.now()}@example.in`;
    const token = await signUpPatient(product, email, patient.name);
    const { appointmentId } = await postJson<{ appointmentId: string }>(
      product,
      '/api/user/book-appointment',
      { docId: doctor._id, slotDate: day!.dateKey, slotTime: day!.slots[i] },
      token,
    );
    await postJson(
      product,
      '/api/user/confirm-payment',
      { appointmentId, name: patient.name, transactionId: patient.utr },
      token,
    );
    ids.push(appointmentId);
  }

  const date = bankToday();
  const file = await statementFile(
    'hdfc',
    [
      { date, credit: doctor.fees, utr: PATIENTS[0].utr, payer: 'IRA SHARMA' },
      { date, credit: doctor.fees - 100, utr: PATIENTS[1].utr, payer: 'DEV MALHOTRA' },
      { date, credit: 1500, utr: UNCLAIMED_UTR, payer: 'UNKNOWN PAYER' },
      { date, debit: 450, note: 'ELECTRICITY BILL' },
    ],
    { noise: true },
  );
  statementPath = join(mkdtempSync(join(tmpdir(), 'statement-')), 'hdfc-statement.csv');
  writeFileSync(statementPath, file);

  ({ token: staffToken } = await postJson<{ token: string }>(product, '/api/admin/login', STAFF));
  context = await browser.newContext({ viewport: DESKTOP });
  page = await context.newPage();
  errors = collectErrors(page);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

describe('staff import a bank statement and approve what it matches', () => {
  it('signs in and reads the statement into groups', async () => {
    await page.goto(`${product.baseUrl}/admin/payments`);
    await page.waitForURL(/\/admin\/login$/);
    await page.getByRole('textbox', { name: 'Email' }).fill(STAFF.email);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
    await rowOf(ids[0]!).waitFor();

    await page.getByRole('button', { name: 'Import bank statement' }).click();
    await page.getByLabel('Bank statement file').setInputFiles(statementPath);
    await page.getByRole('button', { name: 'Read statement' }).click();
    const preview = page.getByRole('region', { name: 'hdfc-statement.csv' });
    await preview.waitFor();

    const heading = (name: string) => preview.getByRole('heading', { level: 4, name });
    for (const name of [
      'Matched (1)',
      'Amount differs (1)',
      'Not on the statement (1)',
      'Duplicated on the statement (0)',
      'Credits no one has claimed (1)',
    ])
      await heading(name).waitFor();
    const matched = preview.getByRole('table', { name: 'Matched proofs' });
    expect(await matched.textContent()).toContain(PATIENTS[0].name);
    const mismatch = preview.getByRole('table', { name: 'Proofs whose credit has another amount' });
    expect(await mismatch.textContent()).toContain(PATIENTS[1].name);
    expect(await preview.getByRole('table', { name: 'Credits no proof claims' }).textContent()).toContain(
      '5123 9999 9999',
    );

    await shoot('statement-import-preview');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('approves the matched proof in one click, and it leaves the pending queue', async () => {
    await page.getByRole('button', { name: 'Approve 1 matched' }).click();
    await page.getByRole('status').filter({ hasText: '1 payment approved.' }).waitFor();
    await rowOf(ids[0]!).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Pending (2)' }).waitFor();
    expect(await proofStatusOf(ids[0]!)).toBe('accepted');
    expect(await proofStatusOf(ids[1]!)).toBe('pending');
  });

  it('follows the link of the mismatched proof to its row in the queue', async () => {
    await page.getByRole('link', { name: `Show in queue the proof of ${PATIENTS[1].name}` }).click();
    const row = rowOf(ids[1]!);
    await expect
      .poll(() => row.evaluate((el) => el === document.activeElement && el.getAttribute('aria-current')))
      .toBe('true');
    await row.getByRole('button', { name: /^Approve/ }).waitFor();
    await shoot('statement-import-proof-link');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
