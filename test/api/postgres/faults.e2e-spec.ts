import type { Doctor } from '@umang/common';
import pg from 'pg';
import { signUp } from '../support/accounts.js';
import { BookingLoad, freeSlotsAhead, type Slot } from '../support/booking-load.js';
import { assertBuilt, type RunningServer, startBuiltServer } from '../support/built-server.js';
import { eventually } from '../support/eventually.js';
import { LocalPostgres } from '../support/local-postgres.js';
import { SmtpCatcher } from '../support/smtp-catcher.js';
import type { TestApp } from '../support/test-app.js';

const DATABASE_URL = process.env.DATABASE_URL as string;
const PATIENTS = 10;
const OUTAGE_MS = 4000;
const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';
const database = new URL(DATABASE_URL);
/** What an answer must never show: driver and network errors, SQL, the database's address, stack frames. */
const INTERNALS = new RegExp(
  [
    'ECONN',
    'ETIMEDOUT',
    '\\bpg\\b',
    'postgres',
    'sql',
    'select ',
    'insert ',
    'terminat',
    'localhost',
    '127\\.0\\.0\\.1',
    database.hostname.replace(/[.[\]]/g, '\\$&'),
    `\\b${database.port || 5432}\\b`,
    'at \\S+ \\(',
    'node_modules',
    'stack',
  ].join('|'),
  'i',
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isSuccess = (status: number) => status >= 200 && status < 300;

interface Probe {
  status: number;
  body: unknown;
}

async function readiness(base: string): Promise<Probe> {
  const res = await fetch(`${base}/api/health/ready`, { signal: AbortSignal.timeout(5000) });
  return { status: res.status, body: await res.json() };
}

/** Readiness sampled every 200 ms for `ms`: the pause is on purpose, so the samples span the outage. */
async function sampleReadiness(base: string, ms: number): Promise<Probe[]> {
  const started = Date.now();
  const seen: Probe[] = [];
  while (Date.now() - started < ms) {
    seen.push(await readiness(base));
    await sleep(200);
  }
  return seen;
}

/** Waits until the load has had `n` bookings confirmed since `since`, for at most 15 s. */
async function confirmedSince(load: BookingLoad, since: number, n: number): Promise<void> {
  expect(
    await eventually(
      async () => load.succeededSince(since),
      (done) => done >= n,
      15_000,
    ),
  ).toBeGreaterThanOrEqual(n);
}

const listDoctors = async (base: string) =>
  ((await (await fetch(`${base}/api/doctor/list`)).json()) as { doctors: Doctor[] }).doctors;

const shownTaken = (doctors: Doctor[], slot: Slot) =>
  doctors.find((d) => d._id === slot.docId)?.slots_booked[slot.slotDate]?.includes(slot.slotTime) ?? false;

interface AppointmentRow {
  id: string;
  doctor_id: string;
  slot_date: string;
  slot_time: string;
}

async function appointmentRows(): Promise<AppointmentRow[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (
      await client.query<AppointmentRow>('select id, doctor_id, slot_date, slot_time from appointments')
    ).rows;
  } finally {
    await client.end();
  }
}

describe('PostgreSQL stopped and started under a steady booking load', () => {
  const catcher = new SmtpCatcher();
  let postgres: LocalPostgres;
  let server: RunningServer | undefined;
  let base: string;
  let load: BookingLoad;

  beforeAll(async () => {
    assertBuilt();
    postgres = await LocalPostgres.serving(DATABASE_URL);
    await postgres.ensureRunning();
    await catcher.start();
    // The fixture empties the tests' database first and starts the server on it.
    server = await startBuiltServer({ SMTP_URL: catcher.url, SEED_DEMO: 'true' });
    base = server.baseUrl;
    // The shared sign-up helper speaks supertest, which takes a base URL as well as a server.
    const api = { server: base } as unknown as TestApp;
    const tokens: string[] = [];
    for (let i = 0; i < PATIENTS; i++) {
      tokens.push((await signUp(api, catcher, `load${i}@example.org`, `Patient ${i}`)).token);
    }
    load = new BookingLoad(base, tokens, freeSlotsAhead(await listDoctors(base)));
  }, 60_000);

  afterAll(async () => {
    // Whatever happened, the cluster runs again and accepts connections before the suite ends.
    await postgres?.ensureRunning();
    // A failure of the load itself has already failed the test.
    await load?.stop().catch(() => undefined);
    await server?.stop();
    await catcher.stop();
  }, 40_000);

  it('turns not ready, answers a plain 503, keeps every confirmed booking once and recovers by itself', async () => {
    load.start();
    await confirmedSince(load, 0, 3); // bookings before the outage

    await postgres.stop();
    const whileDown = await sampleReadiness(base, OUTAGE_MS);
    const starting = postgres.ensureRunning();
    const afterwards = await eventually(
      () => readiness(base),
      (probe) => probe.status === 200,
      20_000,
    );
    const readyAgainAt = Date.now();
    await starting;
    await confirmedSince(load, readyAgainAt, 3); // bookings after the restart
    await load.stop();

    // Readiness followed the database, in the same process: no restart was needed.
    expect(whileDown.length).toBeGreaterThan(10);
    expect(whileDown.map((probe) => probe.status)).toEqual(whileDown.map(() => 503));
    expect(whileDown[0]!.body).toMatchObject({
      success: false,
      status: 'error',
      error: { database: { status: 'down' } },
    });
    expect(JSON.stringify(whileDown)).not.toMatch(INTERNALS);
    expect(afterwards.status).toBe(200);
    expect(server!.child.exitCode).toBeNull();
    expect(server!.child.signalCode).toBeNull();

    // Every failure was a plain "try again" 503: no 500, no dropped connection, no leak.
    const { attempts } = load;
    const failed = attempts.filter((a) => !isSuccess(a.status));
    expect(failed.length).toBeGreaterThan(0);
    for (const attempt of failed) {
      expect(attempt).toMatchObject({ status: 503, body: { success: false, message: UNAVAILABLE } });
    }
    expect(JSON.stringify(failed.map((a) => a.body))).not.toMatch(INTERNALS);

    // Every confirmed booking is in the table exactly once, at its slot; nothing else was invented.
    const rows = await appointmentRows();
    const attempted = new Set(attempts.map((a) => `${a.slot.docId} ${a.slot.slotDate} ${a.slot.slotTime}`));
    expect(rows.filter((r) => !attempted.has(`${r.doctor_id} ${r.slot_date} ${r.slot_time}`))).toEqual([]);
    const confirmed = attempts.filter((a) => isSuccess(a.status));
    for (const { slot, body } of confirmed) {
      const atSlot = rows.filter(
        (r) => r.doctor_id === slot.docId && r.slot_date === slot.slotDate && r.slot_time === slot.slotTime,
      );
      expect(atSlot.map((r) => r.id)).toEqual([(body as { appointmentId: string }).appointmentId]);
    }
    expect(confirmed.filter((a) => a.startedAt >= readyAgainAt).length).toBeGreaterThanOrEqual(3);

    // The doctor list shows every confirmed slot as taken: what it holds did not go stale in the outage.
    const shown = await eventually(
      () => listDoctors(base),
      (doctors) => confirmed.every(({ slot }) => shownTaken(doctors, slot)),
    );
    expect(confirmed.filter(({ slot }) => !shownTaken(shown, slot)).map((a) => a.slot)).toEqual([]);
  }, 60_000);
});
