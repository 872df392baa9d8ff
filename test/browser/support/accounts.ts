import type { PaymentStatus, StaffPaymentsResponse } from '@umang/common';
import { savedMailCode } from '../../support/saved-mails.js';
import type { RunningProduct } from './product.js';

/** The six-digit sign-up code of the newest mail to `email` (the server has no SMTP_URL: it saves mails). */
export const mailedCode = (product: RunningProduct, email: string): Promise<string> =>
  savedMailCode(product.dataDir, email);

async function post<T>(product: RunningProduct, path: string, body: object, token?: string): Promise<T> {
  const response = await fetch(`${product.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const data = (await response.json()) as T & { success: boolean; message?: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${data.message ?? ''}`);
  return data;
}

/** A patient account made through the API the way the sign-up form makes it; answers its token. */
export async function signUpPatient(
  product: RunningProduct,
  email: string,
  name = 'Asha Verma',
): Promise<string> {
  await post(product, '/api/user/send-otp', { email });
  const otp = await mailedCode(product, email);
  const { token } = await post<{ token: string }>(product, '/api/user/register', {
    name,
    email,
    password: 'Kite-Sunrise-2026',
    phone: '9812345678',
    otp,
    consent: true,
    adult: true,
    reminders: true,
  });
  return token;
}

/** A payment proof's state on the server, whatever a page shows; undefined when there is none. */
export async function proofStatus(
  product: RunningProduct,
  staffToken: string,
  appointmentId: string,
): Promise<PaymentStatus | undefined> {
  for (const status of ['pending', 'accepted', 'rejected'] as const) {
    const res = await fetch(`${product.baseUrl}/api/admin/payments?status=${status}&pageSize=100`, {
      headers: { token: staffToken },
    });
    const { payments } = (await res.json()) as StaffPaymentsResponse;
    if (payments.some((p) => p.appointmentId === appointmentId)) return status;
  }
  return undefined;
}

export { post as postJson };
