import { bookableDays, type Doctor, type DoctorListResponse } from '@umang/common';
import { codeFromMail, GOOD_PASSWORD } from '../api/support/accounts.js';
import type { SmtpCatcher } from '../api/support/smtp-catcher.js';
import { percentile } from './report.js';

export interface ContentionResult {
  attempts: number;
  patients: number;
  created: number;
  conflicts: number;
  serverErrors: number;
  other: number;
  p50Ms: number;
  p99Ms: number;
}

export const BOOKINGS = 200;
/**
 * Twenty families, ten tries each, every request from an address of its own (the
 * server trusts X-Forwarded-For here): the rush for one slot as it happens, and
 * below every per-account and per-address rate limit, so what is measured is the
 * race for the slot, not the limiter.
 */
const PATIENTS = 20;

/** A documentation-range address (198.18.0.0/15, for benchmarks) per request number. */
const addressOf = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;

const post = (baseUrl: string, path: string, body: unknown, from: number, token?: string) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': addressOf(from),
      ...(token ? { token } : {}),
    },
    body: JSON.stringify(body),
  });

/** A patient signed up the real way: code mailed to the catcher, then register. */
export async function signUp(
  baseUrl: string,
  catcher: SmtpCatcher,
  n: number,
  email = `bench-${n}-${Date.now()}@example.org`,
): Promise<string> {
  const before = catcher.mails.length;
  const sent = await post(baseUrl, '/api/user/send-otp', { email }, n);
  if (!sent.ok) throw new Error(`send-otp answered ${sent.status}: ${await sent.text()}`);
  const otp = await codeFromMail(catcher, email, before);
  const registered = await post(
    baseUrl,
    '/api/user/register',
    {
      name: `Bench Patient ${n}`,
      email,
      password: GOOD_PASSWORD,
      phone: '9876543210',
      otp,
      consent: true,
      adult: true,
    },
    n,
  );
  const body = (await registered.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`register answered ${registered.status}: ${body.message}`);
  return body.token;
}

/** A bookable slot: doctor, day key and time as the booking form sends them. */
interface Slot {
  docId: string;
  slotDate: string;
  slotTime: string;
}

/** 200 bookings of `slot`, all sent at once by the patients, each from an address of its own. */
async function rush(
  baseUrl: string,
  tokens: string[],
  slot: Slot,
  firstAddress: number,
): Promise<ContentionResult> {
  const outcomes = await Promise.all(
    Array.from({ length: BOOKINGS }, async (_, i) => {
      const started = performance.now();
      const res = await post(
        baseUrl,
        '/api/user/book-appointment',
        slot,
        firstAddress + i,
        tokens[i % tokens.length],
      );
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - started };
    }),
  );
  const count = (test: (status: number) => boolean) => outcomes.filter((o) => test(o.status)).length;
  const times = outcomes.map((o) => o.ms);
  return {
    attempts: BOOKINGS,
    patients: tokens.length,
    created: count((s) => s >= 200 && s < 300),
    conflicts: count((s) => s === 409),
    serverErrors: count((s) => s >= 500),
    other: count((s) => s < 200 || (s >= 300 && s < 500 && s !== 409)),
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
  };
}

/**
 * Two rushes of 200 bookings for one free slot, each sent at once by twenty patients:
 * the first just after the server started, its code not yet compiled for booking and
 * every connection new; the second on another slot a moment later, as at a morning
 * rush, when the server has been serving for hours and the families' browsers still
 * hold the connection that loaded the doctor's page.
 */
export async function bookingContention(
  baseUrl: string,
  catcher: SmtpCatcher,
): Promise<{ afterStart: ContentionResult; warm: ContentionResult }> {
  const tokens: string[] = [];
  for (let n = 0; n < PATIENTS; n++) tokens.push(await signUp(baseUrl, catcher, n));

  const list = (await (await fetch(`${baseUrl}/api/doctor/list`)).json()) as DoctorListResponse;
  const doctor = list.doctors.find((d: Doctor) => d.available);
  if (!doctor) throw new Error('No available doctor to book');
  const days = bookableDays(
    { slotsBooked: doctor.slots_booked, blockedSlots: doctor.blockedSlots },
    new Date(),
  );
  // Tomorrow or later, so the slot cannot start while the bench runs.
  const day = days[1] ?? days[0];
  const [first, second] = day?.slots ?? [];
  if (!day || !first || !second) throw new Error(`${doctor.name} has no two free slots on one day`);
  const slot = (slotTime: string) => ({ docId: doctor._id, slotDate: day.dateKey, slotTime });
  const afterStart = await rush(baseUrl, tokens, slot(first), 1000);
  const warm = await rush(baseUrl, tokens, slot(second), 1000 + BOOKINGS);
  return { afterStart, warm };
}
