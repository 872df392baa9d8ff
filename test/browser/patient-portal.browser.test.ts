import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectErrors,
  DESKTOP,
  launchBrowser,
  PHONE,
  SCREENSHOT_DIR,
  seriousAxeViolations,
} from './support/browser.js';
import { mailedCode } from './support/accounts.js';
import { type RunningProduct, startProduct } from './support/product.js';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

const EMAIL = `asha.${Date.now()}@example.in`;

async function expectAccessible(name: string): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  // The server has no SMTP_URL: it saves each mail under its DATA_DIR, where the journey reads the code.
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  context = await browser.newContext({ viewport: PHONE });
  page = await context.newPage();
  errors = collectErrors(page);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

// One patient's whole visit, step by step: each test continues where the last one stopped.
describe('a patient on a phone', () => {
  it('creates an account with the code mailed to them', async () => {
    await page.goto(`${product.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Asha Verma');
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('Kite-Sunrise-2026');
    await page.getByRole('textbox', { name: 'Phone' }).fill('9812345678');
    await page.getByRole('checkbox', { name: /18 or older/ }).check();
    await page.getByRole('checkbox', { name: /health information/ }).check();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('OTP sent to your email').first().waitFor();
    await expectAccessible('login-otp-phone');

    await page.getByRole('textbox', { name: 'OTP' }).fill(await mailedCode(product, EMAIL));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${product.baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
  });

  it('books the first free half-hour with an available doctor', async () => {
    await page.goto(`${product.baseUrl}/doctors`);
    await page.getByRole('link', { name: 'Dr. Ananya Sharma' }).click();
    await page.getByRole('heading', { level: 1, name: /Ananya Sharma/ }).waitFor();
    const firstTime = page
      .getByRole('radiogroup', { name: /^Free times on/ })
      .locator('label')
      .first();
    const time = (await firstTime.textContent())!;
    await firstTime.click();
    await expectAccessible('booking-phone');
    await page.getByRole('button', { name: 'Book an Appointment' }).click();
    await page.waitForURL(/\/my-appointment$/);
    await page.getByText('Appointment booked').first().waitFor();
    await page.getByText(time).first().waitFor();
  });

  it('pays by UPI and sees the payment being verified', async () => {
    await page.getByRole('button', { name: 'Pay Online' }).click();
    await page.getByRole('img', { name: /UPI QR code/ }).waitFor();
    await page.getByRole('button', { name: 'I have paid' }).click();
    await page.getByRole('textbox', { name: 'Name on the UPI account' }).fill('Asha Verma');
    await page.getByRole('textbox', { name: /UPI Transaction ID/ }).fill('4321 5678 9012');
    await expectAccessible('payment-phone');
    await page.getByRole('button', { name: 'Submit Payment Info' }).click();
    await page.getByText('Payment details submitted. Awaiting verification.').first().waitFor();
    await page.getByRole('button', { name: 'Verifying Payment...' }).waitFor();
    // The proof is the server's: a fresh load still shows it.
    await page.reload();
    await page.getByRole('button', { name: 'Verifying Payment...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Appointment' }).count()).toBe(0);
  });

  it('fills in their profile and keeps it after a reload', async () => {
    await page.goto(`${product.baseUrl}/my-profile`);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: /Father/ }).fill('Ravi Verma');
    await page.getByRole('combobox', { name: /Blood group/i }).selectOption('O+');
    await expectAccessible('profile-edit-phone');
    await page.getByRole('button', { name: 'Save Information' }).click();
    await page.getByText('Profile updated').first().waitFor();
    await page.reload();
    await page.getByText('Ravi Verma').waitFor();
    await page.getByText('O+', { exact: true }).waitFor();
  });

  it('logs out from the account menu', async () => {
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Create Account' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto(`${product.baseUrl}/my-appointment`);
    await page.getByRole('heading', { name: 'Please log in' }).waitFor();
    expect(errors).toEqual([]);
  });
});
