import { DASHBOARD_RANGE_MESSAGES } from '@umang/common';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { appointments } from '../../backend/src/appointments/appointments.table.js';
import { PasswordService } from '../../backend/src/auth/password.service.js';
import { paymentProofs } from '../../backend/src/payments/payment-proofs.table.js';
import { users } from '../../backend/src/users/users.table.js';
import {
  expectedDashboard,
  type FixtureDoctor,
  type FixtureVisit,
  type SeededDashboard,
  seedDashboard,
} from './support/dashboard-fixture.js';
import { dayTotalsDrift } from './support/day-stats.js';
import { FakeClock } from './support/fake-clock.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Tuesday 10 March 2026, 11:30 IST: the default range is 1–10 March. */
const NOW = new Date('2026-03-10T06:00:00Z');
const WEEK = { from: '2026-03-01', to: '2026-03-07' };
const PASSWORD = 'dashboard-kite-river-42';

// Deliberately not in name order, with different fees so a sum landing on the wrong doctor shows.
const TEAM: FixtureDoctor[] = [
  { name: 'Dr Chitra Nair', fees: 800 },
  { name: 'Dr Anil Rao', fees: 500 },
  { name: 'Dr Bela Shah', fees: 1200 },
  { name: 'Dr Dev Menon', fees: 700 },
];

const HOUR = 60;
const DAY = 24 * HOUR;
// Half a minute past a whole minute, so the answer's whole minutes do not hinge on the test's speed.
const OLDEST_WAIT = 3 * DAY + 95.5;

/**
 * A week at the centre. Slots from 00:00 to 05:29 IST lie on the previous UTC day,
 * so the range's edges are where a UTC day would count a visit on the wrong day.
 */
const VISITS: FixtureVisit[] = [
  {
    doctor: 0,
    date: '2026-02-28',
    time: '23:30',
    state: 'booked',
    proof: { status: 'accepted', minutesAgo: 9 * DAY },
  },
  {
    doctor: 0,
    date: '2026-03-01',
    time: '00:00',
    state: 'booked',
    proof: { status: 'accepted', minutesAgo: 9 * DAY },
  },
  { doctor: 1, date: '2026-03-01', time: '00:00', state: 'booked' },
  {
    doctor: 1,
    date: '2026-03-01',
    time: '00:30',
    state: 'completed',
    proof: { status: 'accepted', minutesAgo: 9 * DAY },
  },
  {
    doctor: 2,
    date: '2026-03-01',
    time: '23:30',
    state: 'noShow',
    proof: { status: 'pending', minutesAgo: 2 * HOUR },
  },
  // Paid, then cancelled by the centre and refunded; the slot was booked again.
  {
    doctor: 0,
    date: '2026-03-01',
    time: '10:00',
    state: 'cancelled',
    proof: { status: 'accepted', minutesAgo: 8 * DAY },
  },
  {
    doctor: 0,
    date: '2026-03-01',
    time: '10:00',
    state: 'booked',
    proof: { status: 'rejected', minutesAgo: 7 * DAY },
  },
  { doctor: 1, date: '2026-03-02', time: '10:00', state: 'released' },
  {
    doctor: 1,
    date: '2026-03-02',
    time: '10:00',
    state: 'booked',
    proof: { status: 'pending', minutesAgo: DAY },
  },
  {
    doctor: 2,
    date: '2026-03-03',
    time: '10:00',
    state: 'completed',
    proof: { status: 'accepted', minutesAgo: 7 * DAY },
  },
  // A proof left waiting on a cancelled visit is still in the queue, but no revenue.
  {
    doctor: 2,
    date: '2026-03-03',
    time: '10:30',
    state: 'cancelled',
    proof: { status: 'pending', minutesAgo: OLDEST_WAIT },
  },
  {
    doctor: 0,
    date: '2026-03-04',
    time: '17:00',
    state: 'completed',
    proof: { status: 'accepted', minutesAgo: 6 * DAY },
  },
  { doctor: 1, date: '2026-03-04', time: '17:00', state: 'booked' },
  {
    doctor: 2,
    date: '2026-03-05',
    time: '10:00',
    state: 'booked',
    proof: { status: 'rejected', minutesAgo: 5 * DAY },
  },
  {
    doctor: 2,
    date: '2026-03-07',
    time: '00:00',
    state: 'noShow',
    proof: { status: 'accepted', minutesAgo: 3 * DAY },
  },
  {
    doctor: 0,
    date: '2026-03-07',
    time: '23:30',
    state: 'booked',
    proof: { status: 'accepted', minutesAgo: 3 * DAY },
  },
  {
    doctor: 1,
    date: '2026-03-08',
    time: '00:00',
    state: 'booked',
    proof: { status: 'accepted', minutesAgo: 2 * DAY },
  },
  {
    doctor: 1,
    date: '2026-03-08',
    time: '00:30',
    state: 'booked',
    proof: { status: 'pending', minutesAgo: 10 },
  },
  {
    doctor: 0,
    date: '2026-03-10',
    time: '10:00',
    state: 'booked',
    proof: { status: 'pending', minutesAgo: 5 },
  },
];

describe('the console dashboard', () => {
  const clock = new FakeClock();
  let t: TestApp;
  let seeded: SeededDashboard;
  const tokens: Record<'admin' | 'staff' | 'doctor' | 'patient', string> = {
    admin: '',
    staff: '',
    doctor: '',
    patient: '',
  };

  /** As staff unless told otherwise; `null` sends no token at all. */
  const dashboard = (query: Record<string, string>, token: string | null = tokens.staff) => {
    const req = request(t.server).get('/api/admin/dashboard').query(query);
    return token === null ? req : req.set('token', token);
  };

  beforeAll(async () => {
    clock.setTo(NOW);
    t = await startTestApp({}, { clock });
    seeded = await seedDashboard(t.connection, TEAM, VISITS, NOW);
    const passwordHash = await t.app.get(PasswordService).hash(PASSWORD);
    for (const role of ['admin', 'staff', 'doctor', 'patient'] as const) {
      const email = `${role}.dashboard@umang.example`;
      const doctorId = role === 'doctor' ? seeded.doctorIds[0]! : null;
      await t.connection.db
        .insert(users)
        .values({ email, passwordHash, name: `The ${role}`, role, doctorId });
      const door = role === 'patient' ? '/api/user/login' : '/api/admin/login';
      const res = await request(t.server).post(door).send({ email, password: PASSWORD }).expect(200);
      tokens[role] = res.body.token as string;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts a week by the IST day of each slot, every day and every doctor included', async () => {
    const res = await dashboard(WEEK).expect(200);
    expect(res.body).toEqual(expectedDashboard(TEAM, seeded, VISITS, WEEK));
    // The hand count itself, so a slip in the expectation cannot pass unnoticed.
    expect(res.body.appointments).toEqual({ booked: 12, completed: 3, cancelled: 2, noShow: 2, released: 1 });
    expect(res.body.revenue).toEqual({ approved: 800 + 500 + 1200 + 800 + 1200 + 800, pending: 1200 + 500 });
    expect(res.body.pendingProofs).toEqual({ count: 5, oldestMinutes: 3 * DAY + 95 });
    expect(res.body.byDay.map((d: { date: string }) => d.date)).toHaveLength(7);
  });

  it('shows the current IST month up to today when no range is given, to admins and staff alike', async () => {
    const month = { from: '2026-03-01', to: '2026-03-10' };
    const expected = expectedDashboard(TEAM, seeded, VISITS, month);
    expect((await dashboard({}).expect(200)).body).toEqual(expected);
    expect((await dashboard({}, tokens.admin).expect(200)).body).toEqual(expected);
  });

  it('answers a whole leap year without appointments as zeros, one row per day', async () => {
    const leapYear = { from: '2028-01-01', to: '2028-12-31' };
    const res = await dashboard(leapYear).expect(200);
    expect(res.body).toEqual(expectedDashboard(TEAM, seeded, VISITS, leapYear));
    expect(res.body.byDay).toHaveLength(366);
    expect(res.body.byDay[59]).toEqual({ date: '2028-02-29', booked: 0, completed: 0, approvedAmount: 0 });
  });

  it('refuses a range that is not two real days in order within 366 days', async () => {
    const refusals: [Record<string, string>, string][] = [
      [{ from: '2026-02-30', to: '2026-03-07' }, DASHBOARD_RANGE_MESSAGES.from],
      [{ from: '2026-03-01', to: '7 March' }, DASHBOARD_RANGE_MESSAGES.to],
      [{ from: '2026-03-08', to: '2026-03-07' }, DASHBOARD_RANGE_MESSAGES.order],
      [{ from: '2025-01-01', to: '2026-01-02' }, DASHBOARD_RANGE_MESSAGES.tooLong],
      [{ from: '2026-03-01' }, DASHBOARD_RANGE_MESSAGES.both],
    ];
    for (const [query, message] of refusals) {
      const res = await dashboard(query).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
    }
  });

  it('is for admins and staff only', async () => {
    await dashboard(WEEK, tokens.doctor).expect(403);
    await dashboard(WEEK, tokens.patient).expect(403);
    await dashboard(WEEK, null).expect(401);
  });

  it('keeps its day totals, kept by the database, equal to a fresh count, also when appointments change or go', async () => {
    expect(await dayTotalsDrift(t.connection)).toEqual([]);
    // Every change below goes through the triggers that keep the totals: a move to another
    // day, a proof decided, a visit marked, and then every appointment deleted with its proof.
    const rows = await t.connection.db.select().from(appointments);
    const [first, second, third] = rows.filter((row) => !row.cancelled);
    await t.connection.db
      .update(appointments)
      .set({ startsAt: new Date(first!.startsAt.getTime() + DAY * 60_000), isCompleted: true })
      .where(eq(appointments.id, first!.id));
    await t.connection.db
      .update(paymentProofs)
      .set({ status: 'accepted' })
      .where(eq(paymentProofs.appointmentId, second!.id));
    await t.connection.db.delete(paymentProofs).where(eq(paymentProofs.appointmentId, third!.id));
    expect(await dayTotalsDrift(t.connection)).toEqual([]);
    await t.connection.db.delete(appointments);
    expect(await dayTotalsDrift(t.connection)).toEqual([]);
    const empty = await dashboard(WEEK).expect(200);
    expect(empty.body.appointments).toEqual({
      booked: 0,
      completed: 0,
      cancelled: 0,
      noShow: 0,
      released: 0,
    });
    expect(empty.body.revenue).toEqual({ approved: 0, pending: 0 });
  });
});
