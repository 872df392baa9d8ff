import { addDays, financialYear, receiptNumber, SLOT_TIMES, toDateKey } from '@umang/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { appointments } from '../../../backend/src/appointments/appointments.table.js';
import { doctors } from '../../../backend/src/doctors/doctors.table.js';
import { paymentProofs } from '../../../backend/src/payments/payment-proofs.table.js';
import { receiptCounters } from '../../../backend/src/payments/receipt-counters.table.js';
import { users } from '../../../backend/src/users/users.table.js';
import { istInstant, nextWeekday } from '../support/booking.js';
import { FakeClock } from '../support/fake-clock.js';
import { SmtpCatcher } from '../support/smtp-catcher.js';
import { STAFF, seededWithStaff } from '../support/staff.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const PROOFS = 50;
const SAME_PROOF_TRIES = 10;

/**
 * On PostgreSQL the approvals below run on many connections at once, all taking
 * the financial year's counter in their own transaction: the series must come out
 * gapless and without a repeat, and a proof approved many times at once must take
 * one number only.
 */
describe('parallel approvals and receipt numbers on PostgreSQL', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  const monday = nextWeekday(new Date(), 1);
  let t: TestApp;
  let staff: string;
  let userId: string;
  let doctorId: string;
  let utr = 612345678900;

  /** Pending proofs on appointments stored as booking stores them, a day and half hour each. */
  const pendingProofs = async (count: number, firstDay: number): Promise<string[]> => {
    const perDay = SLOT_TIMES.length;
    const rows = await t.connection.db
      .insert(appointments)
      .values(
        Array.from({ length: count }, (_, i) => {
          const date = addDays(monday, firstDay + Math.floor(i / perDay));
          const slotTime = SLOT_TIMES[i % perDay]!;
          return {
            userId,
            doctorId,
            slotDate: toDateKey(date),
            slotTime,
            startsAt: istInstant(date, slotTime),
            amount: 800,
          };
        }),
      )
      .returning({ id: appointments.id });
    await t.connection.db
      .insert(paymentProofs)
      .values(
        rows.map(({ id }) => ({ appointmentId: id, name: 'Asha Verma', transactionId: String(++utr) })),
      );
    return rows.map(({ id }) => id);
  };
  const approve = (id: string) =>
    request(t.server).post(`/api/admin/payments/${id}/approve`).set('token', staff).send({});
  const numbersOf = async (ids: string[]) =>
    (
      await t.connection.db
        .select({ number: paymentProofs.receiptNumber })
        .from(paymentProofs)
        .where(inArray(paymentProofs.appointmentId, ids))
    ).map((row) => row.number);
  const counter = async () => {
    const [row] = await t.connection.db
      .select()
      .from(receiptCounters)
      .where(eq(receiptCounters.financialYear, financialYear(clock.now())));
    return row?.lastNumber;
  };

  beforeAll(async () => {
    await catcher.start();
    clock.setTo(istInstant(monday, '09:00'));
    t = await startTestApp(seededWithStaff(catcher), { clock });
    // The clock may stand days from the rows' real creation time: a release run must not cancel them.
    await t.app.get(SchedulerRegistry).getCronJob('unpaid-holds').stop();
    staff = (await request(t.server).post('/api/admin/login').send(STAFF).expect(200)).body.token;
    const [user] = await t.connection.db
      .insert(users)
      .values({ email: 'asha@example.org', name: 'Asha Verma', passwordHash: 'not-a-real-hash' })
      .returning({ id: users.id });
    userId = user!.id;
    const [doctor] = await t.connection.db.select({ id: doctors.id }).from(doctors).limit(1);
    doctorId = doctor!.id;
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('numbers fifty approvals at once 000001 to 000050 of the financial year, each once', async () => {
    const ids = await pendingProofs(PROOFS, 1);
    const answers = await Promise.all(ids.map(approve));
    expect(answers.map((a) => a.status)).toEqual(Array(PROOFS).fill(200));

    const year = financialYear(clock.now());
    const expected = Array.from({ length: PROOFS }, (_, i) => receiptNumber(year, i + 1));
    expect((await numbersOf(ids)).sort()).toEqual(expected);
    expect(await counter()).toBe(PROOFS);
  });

  it('gives a proof approved ten times at once one number, and advances the counter once', async () => {
    const before = (await counter()) ?? 0;
    const [id] = await pendingProofs(1, 8);
    const answers = await Promise.all(Array.from({ length: SAME_PROOF_TRIES }, () => approve(id!)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(SAME_PROOF_TRIES - 1).fill(409)]);
    expect(await numbersOf([id!])).toEqual([receiptNumber(financialYear(clock.now()), before + 1)]);
    expect(await counter()).toBe(before + 1);
  });
});
