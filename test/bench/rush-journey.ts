import {
  bookableDays,
  type Doctor,
  type DoctorListResponse,
  type BookAppointmentRequest,
} from '@umang/common';
import { GOOD_PASSWORD } from '../api/support/accounts.js';

/** What the rush saw: every answer's time per endpoint, the slots lost to another family, the failures. */
export class RushTally {
  readonly timings = new Map<string, number[]>();
  /** 409s to a booking: another virtual patient took the slot first; the patient picks another. */
  slotsTaken = 0;
  booked = 0;
  proofsSent = 0;
  approved = 0;
  /** Answers no family or staff member should see (5xx, 429, a 4xx other than a taken slot). */
  readonly errors: string[] = [];

  record(endpoint: string, ms: number): void {
    const list = this.timings.get(endpoint) ?? [];
    list.push(ms);
    this.timings.set(endpoint, list);
  }

  get requests(): number {
    return [...this.timings.values()].reduce((sum, list) => sum + list.length, 0);
  }
}

export interface Client {
  baseUrl: string;
  /** The family's own address: the server trusts X-Forwarded-For in the bench, as behind a balancer. */
  address: string;
  token?: string;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  etag: string | null;
}

/** One request, timed under `endpoint`; statuses outside `expected` count as errors. */
export async function call(
  tally: RushTally,
  client: Client,
  endpoint: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  expected: readonly number[] = [200],
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${client.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-forwarded-for': client.address,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(client.token ? { token: client.token } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  }).catch((error: unknown) => {
    tally.errors.push(`${endpoint}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  if (!res) return { status: 0, body: {}, etag: null };
  const text = await res.text();
  tally.record(endpoint, performance.now() - started);
  if (!expected.includes(res.status)) tally.errors.push(`${endpoint}: ${res.status} ${text.slice(0, 120)}`);
  const body = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {};
  return { status: res.status, body: body as Record<string, unknown>, etag: res.headers.get('etag') };
}

/** A random free slot from the list the patient just read (tomorrow or later), as a family would pick one. */
function pickSlot(list: DoctorListResponse): BookAppointmentRequest | null {
  const now = new Date();
  const choices = list.doctors
    .filter((doctor: Doctor) => doctor.available)
    .flatMap((doctor) =>
      bookableDays({ slotsBooked: doctor.slots_booked, blockedSlots: doctor.blockedSlots }, now)
        .slice(1)
        .flatMap((day) =>
          day.slots.map((slotTime) => ({ docId: doctor._id, slotDate: day.dateKey, slotTime })),
        ),
    );
  return choices[Math.floor(Math.random() * choices.length)] ?? null;
}

/** How often one patient may find the slot taken before the rush counts it as a failure. */
const MAX_TRIES = 5;

/**
 * One family's morning, as the SPA makes it: sign in, the doctor list, the doctor's
 * page (the same list revalidated with its ETag: the SPA takes the slots from it), book
 * (another slot after a 409, from a fresh list), my appointments, the payment QR and the UTR.
 */
export async function patientJourney(
  tally: RushTally,
  base: Client,
  email: string,
  n: number,
): Promise<void> {
  const client: Client = { ...base };
  const login = await call(tally, client, 'POST /api/user/login', '/api/user/login', {
    method: 'POST',
    body: { email, password: GOOD_PASSWORD },
  });
  if (typeof login.body.token !== 'string') return;
  client.token = login.body.token;
  let list = await call(tally, client, 'GET /api/doctor/list', '/api/doctor/list');
  const revalidated = await call(
    tally,
    client,
    'GET /api/doctor/list (doctor page, If-None-Match)',
    '/api/doctor/list',
    {
      headers: list.etag ? { 'if-none-match': list.etag } : {},
    },
    [200, 304],
  );
  if (revalidated.status === 200) list = revalidated;

  let appointmentId: string | null = null;
  for (let tries = 0; tries < MAX_TRIES && appointmentId === null; tries++) {
    const slot = pickSlot(list.body as unknown as DoctorListResponse);
    if (!slot) break;
    const booking = await call(
      tally,
      client,
      'POST /api/user/book-appointment',
      '/api/user/book-appointment',
      {
        method: 'POST',
        body: slot,
      },
      [201, 409],
    );
    if (booking.status === 201) appointmentId = String(booking.body.appointmentId);
    else if (booking.status === 409) {
      tally.slotsTaken++;
      list = await call(tally, client, 'GET /api/doctor/list', '/api/doctor/list');
    } else return;
  }
  if (appointmentId === null) {
    tally.errors.push(`patient ${n} found no free slot in ${MAX_TRIES} tries`);
    return;
  }
  tally.booked++;
  await call(tally, client, 'GET /api/user/appointments', '/api/user/appointments');
  const qrPath = `/api/user/appointments/${appointmentId}/payment-qr`;
  await call(tally, client, 'GET /api/user/appointments/:id/payment-qr', qrPath);
  const proof = await call(tally, client, 'POST /api/user/confirm-payment', '/api/user/confirm-payment', {
    method: 'POST',
    body: { appointmentId, name: `Bench Patient ${n}`, transactionId: String(400_000_000_000 + n) },
  });
  if (proof.status === 200) tally.proofsSent++;
}

/**
 * The staff member at the desk: reads the pending proofs and approves them one by one,
 * until `done()` says the rush is over and nothing is left pending.
 */
export async function staffApprover(
  tally: RushTally,
  base: Client,
  credentials: { email: string; password: string },
  done: () => boolean,
): Promise<void> {
  const client: Client = { ...base };
  const login = await call(tally, client, 'POST /api/admin/login', '/api/admin/login', {
    method: 'POST',
    body: credentials,
  });
  if (typeof login.body.token !== 'string') return;
  client.token = login.body.token;
  for (;;) {
    const finished = done();
    const pending = await call(
      tally,
      client,
      'GET /api/admin/payments',
      '/api/admin/payments?status=pending&pageSize=20',
    );
    const rows = (pending.body.payments ?? []) as Array<{ appointmentId: string }>;
    for (const row of rows) {
      const approve = `/api/admin/payments/${row.appointmentId}/approve`;
      const answer = await call(tally, client, 'POST /api/admin/payments/:id/approve', approve, {
        method: 'POST',
      });
      if (answer.status === 200) tally.approved++;
    }
    if (pending.status !== 200 || (finished && rows.length === 0)) return;
    // A person reads the next page after a short look at the screen, not in a tight loop.
    if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
