import { EventEmitter } from 'node:events';
import { Agent } from 'node:http';
import { addDays, bookableDays, compareDates, istToday } from '@umang/common';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { statementFile } from '../../backend/src/reconciliation/testing/bank-statements.js';
import { signUp } from './support/accounts.js';
import { attemptsFor, type Endpoint, endpointsOf, type World } from './support/abuse-plan.js';
import { type Attempt, inBatches, type Outcome, send } from './support/abuse-send.js';
import { POLLUTION_KEY } from './support/bad-bodies.js';
import { book, listDoctors } from './support/booking.js';
import { type Fingerprint, fingerprint } from './support/db-fingerprint.js';
import { eventually } from './support/eventually.js';
import type { OpenApiDocument } from './support/openapi-schema.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { isoDay, uploadStatement } from './support/statements.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { STAFF, seededWithStaff } from './support/staff.js';

/** The app has 46 endpoints today; fewer means the document lost some. */
const MIN_ENDPOINTS = 35;
/** A floor well below today's count, so a generator that silently stops generating is caught. */
const MIN_ATTEMPTS = 1500;
/** Enough to overlap requests without starving the single PGlite connection. */
const CONCURRENCY = 6;

/** The Object.prototype of each realm the app's objects may come from (Jest's sandbox and Node's own). */
const prototypeRoots = (): object[] => {
  const rootOf = (value: object): object => {
    let proto = Object.getPrototypeOf(value) as object;
    while (Object.getPrototypeOf(proto)) proto = Object.getPrototypeOf(proto) as object;
    return proto;
  };
  return [
    ...new Set([
      rootOf({}),
      rootOf(new EventEmitter()),
      rootOf(Buffer.alloc(0)),
      rootOf(new URL('http://x')),
    ]),
  ];
};
const ownNames = (roots: object[]) => roots.map((root) => Object.getOwnPropertyNames(root).sort());

const isCommonError = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  (body as { success?: unknown }).success === false &&
  typeof (body as { message?: unknown }).message === 'string';

/**
 * A staff member's read of a patient's health details is recorded by design, whatever
 * junk its query string carried: those audit entries are the one write a read makes.
 */
const withoutHealthViews = (print: Fingerprint): Fingerprint => ({
  ...print,
  'public.audit_log': (print['public.audit_log'] ?? []).filter(
    (row) => !row.includes('"action":"patient.health-view"'),
  ),
});

describe('abuse and bad input on every endpoint', () => {
  const catcher = new SmtpCatcher();
  // Reused connections: a new one per request would cost more than most requests.
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let t: TestApp;
  let endpoints: Endpoint[];
  let attempts: Attempt[];
  let outcomes: Outcome[];
  let before: Fingerprint;
  let after: Fingerprint;
  let prototypesBefore: string[][];

  /** The mail sent by the setup goes out first, so the outbox holds still while the fingerprints are taken. */
  const outboxSettled = () => eventually(unsentMails, (n) => n === 0);
  const unsentMails = async () => {
    const result = await t.connection.db.execute(
      sql`select count(*)::int as n from mail_outbox where sent_at is null`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  /** A real doctor, blog post, family member and appointment awaiting a payment decision, for the handlers to find. */
  async function buildWorld(): Promise<World> {
    const patientToken = (await signUp(t, catcher, 'abuse-patient@example.org')).token;
    const staffToken = (await request(t.server).post('/api/admin/login').send(STAFF).expect(200)).body
      .token as string;
    // Two days ahead at least, so the hourly day-before reminder cannot fire during the run.
    const earliest = addDays(istToday(new Date()), 2);
    const slot = (await listDoctors(t))
      .filter((d) => d.available)
      .flatMap((d) =>
        bookableDays({ slotsBooked: d.slots_booked, blockedSlots: d.blockedSlots }, new Date())
          .filter((day) => compareDates(day.date, earliest) >= 0)
          .map((day) => ({ docId: d._id, slotDate: day.dateKey, slotTime: day.slots[0]!, fees: d.fees })),
      )[0]!;
    const booked = await book(t, patientToken, {
      docId: slot.docId,
      slotDate: slot.slotDate,
      slotTime: slot.slotTime,
    });
    expect(booked.status).toBe(201);
    const appointmentId = booked.body.appointmentId as string;
    await request(t.server)
      .post('/api/user/confirm-payment')
      .set('token', patientToken)
      .send({ appointmentId, name: 'Asha Verma', transactionId: '412345678901' })
      .expect(200);
    const blogs = (await request(t.server).get('/api/user/blogs').expect(200)).body as { _id: string }[];
    const member = await request(t.server)
      .post('/api/user/family-members')
      .set('token', patientToken)
      .send({
        name: 'Aarav Verma',
        relation: 'child',
        dob: '2016-04-21',
        gender: 'Male',
        guardianConsent: true,
      })
      .expect(201);
    // The centre's statement showing that payment, so the statement's apply route meets a real one.
    const statement = await statementFile('hdfc', [
      { date: isoDay(istToday(new Date())), credit: slot.fees, utr: '412345678901', payer: 'ASHA VERMA' },
    ]);
    const imported = await uploadStatement(t, staffToken, { data: statement, name: 'statement.csv' }).expect(
      200,
    );
    const me = await request(t.server).get('/api/admin/me').set('token', staffToken).expect(200);
    return {
      statementId: imported.body.statementId as string,
      accountId: me.body.account.id as string,
      patientToken,
      staffToken,
      doctorId: slot.docId,
      blogId: blogs[0]!._id,
      appointmentId,
      familyMemberId: member.body.member._id as string,
    };
  }

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp({
      ...seededWithStaff(catcher),
      // Rate limits count per client address; each request below comes from its own.
      TRUST_PROXY: 'true',
    });
    await t.app.listen(0, '127.0.0.1');
    const baseUrl = await t.app.getUrl();
    const doc = (await request(t.server).get('/api/docs-json').expect(200)).body as OpenApiDocument;
    endpoints = endpointsOf(doc);
    const world = await buildWorld();
    attempts = endpoints.flatMap((endpoint) => attemptsFor(doc, endpoint, world));

    await outboxSettled();
    before = await fingerprint(t.connection);
    prototypesBefore = ownNames(prototypeRoots());
    outcomes = await inBatches(attempts, CONCURRENCY, (attempt, i) =>
      send(baseUrl, attempt, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, agent),
    );
    await outboxSettled();
    after = withoutHealthViews(await fingerprint(t.connection));
  }, 180_000);

  afterAll(async () => {
    agent.destroy();
    await t?.close();
    await catcher.stop();
  });

  const describeAttempt = (i: number) =>
    `${attempts[i]!.method.toUpperCase()} ${attempts[i]!.url.slice(0, 120)} (${attempts[i]!.label}) → ${outcomes[i]!.status}`;
  const offenders = (wrong: (outcome: Outcome, attempt: Attempt) => boolean) =>
    outcomes.flatMap((outcome, i) => (wrong(outcome, attempts[i]!) ? [describeAttempt(i)] : []));

  it('reads every endpoint from the running app and sends each one malformed requests', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(MIN_ENDPOINTS);
    expect(endpoints.filter((e) => !attempts.some((a) => a.endpoint === e)).map((e) => e.path)).toEqual([]);
    expect(attempts.length).toBeGreaterThan(MIN_ATTEMPTS);
    const serverErrors = offenders((o) => o.status >= 500).length;
    const unchanged = JSON.stringify(before) === JSON.stringify(after);
    console.log(
      `abuse: ${attempts.length} malformed requests over ${endpoints.length} endpoints, ` +
        `${serverErrors} server errors, database ${unchanged ? 'unchanged' : 'CHANGED'}`,
    );
  });

  it('gets past the token check on every private endpoint, so validation and handlers are reached', () => {
    // A 401 or 403 here would mean a token was refused (a logout slipped through, say) and the rest went untested.
    expect(offenders((o, a) => a.token !== undefined && (o.status === 401 || o.status === 403))).toEqual([]);
  });

  it('never answers with a server error', () => {
    expect(offenders((o) => o.status >= 500)).toEqual([]);
  });

  it('accepts no malformed request', () => {
    expect(offenders((o, a) => a.mustRefuse && o.status < 400)).toEqual([]);
  });

  it('answers every refusal with the common error shape', () => {
    expect(offenders((o) => o.status >= 400 && o.status < 500 && !isCommonError(o.body))).toEqual([]);
  });

  it('leaves every row of every table as it was', () => {
    expect(Object.keys(before).length).toBeGreaterThan(5);
    expect(after).toEqual(before);
  });

  it('lets no request plant a property on Object.prototype', () => {
    expect(({} as Record<string, unknown>)[POLLUTION_KEY]).toBeUndefined();
    for (const root of prototypeRoots()) expect(POLLUTION_KEY in root).toBe(false);
    expect(ownNames(prototypeRoots())).toEqual(prototypesBefore);
  });
});
