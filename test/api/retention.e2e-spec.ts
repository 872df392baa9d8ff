import { SchedulerRegistry } from '@nestjs/schedule';
import { addDays, istToday, slotStart, toDateKey } from '@umang/common';
import { asc, eq, inArray } from 'drizzle-orm';
import { appointments } from '../../backend/src/appointments/appointments.table.js';
import { auditLog } from '../../backend/src/audit/audit-log.table.js';
import { enquiries } from '../../backend/src/contact/enquiries.table.js';
import { appointmentDayStats } from '../../backend/src/dashboard/dashboard-stats.table.js';
import { doctors } from '../../backend/src/doctors/doctors.table.js';
import { mailOutbox } from '../../backend/src/mail/mail-outbox.table.js';
import { paymentProofs } from '../../backend/src/payments/payment-proofs.table.js';
import { RetentionService } from '../../backend/src/privacy/retention.service.js';
import { users } from '../../backend/src/users/users.table.js';
import { FakeClock } from './support/fake-clock.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe('the retention job', () => {
  const clock = new FakeClock();
  let t: TestApp;
  let userId: string;
  let doctorId: string;
  let utr = 0;

  const db = () => t.connection.db;
  const daysAgo = (n: number) => new Date(clock.now().getTime() - n * DAY);

  /** An appointment whose slot was `slotDaysAgo` days ago (negative: ahead), straight into the table. */
  const appointment = async (
    slotDaysAgo: number,
    state: {
      cancelledDaysAgo?: number;
      released?: boolean;
      proof?: 'pending' | 'accepted' | 'rejected';
    } = {},
  ): Promise<string> => {
    const date = addDays(istToday(clock.now()), -slotDaysAgo);
    const cancelledAt = state.cancelledDaysAgo === undefined ? null : daysAgo(state.cancelledDaysAgo);
    const [row] = await db()
      .insert(appointments)
      .values({
        userId,
        doctorId,
        slotDate: toDateKey(date),
        slotTime: '10:00',
        startsAt: slotStart(toDateKey(date), '10:00')!,
        amount: 800,
        cancelled: cancelledAt !== null,
        cancelledAt,
        releasedAt: state.released ? cancelledAt : null,
        createdAt: daysAgo(slotDaysAgo + 2),
      })
      .returning({ id: appointments.id });
    if (state.proof) {
      await db()
        .insert(paymentProofs)
        .values({
          appointmentId: row!.id,
          name: 'Asha Verma',
          transactionId: `41234567${String(++utr).padStart(4, '0')}`,
          status: state.proof,
          submittedAt: daysAgo(slotDaysAgo + 1),
        });
    }
    return row!.id;
  };
  const enquiry = async (sentDaysAgo: number): Promise<string> => {
    const [row] = await db()
      .insert(enquiries)
      .values({
        name: 'Ravi Kumar',
        email: 'ravi@example.org',
        phone: '9876543210',
        subject: 'Timings',
        message: 'Are you open on Saturdays?',
        createdAt: daysAgo(sentDaysAgo),
      })
      .returning({ id: enquiries.id });
    return row!.id;
  };
  const mail = async (fields: { sentDaysAgo?: number; expiredDaysAgo?: number; createdDaysAgo: number }) => {
    const [row] = await db()
      .insert(mailOutbox)
      .values({
        to: 'asha@example.org',
        subject: 'Your appointment',
        text: '',
        html: '',
        sentAt: fields.sentDaysAgo === undefined ? null : daysAgo(fields.sentDaysAgo),
        expiresAt: fields.expiredDaysAgo === undefined ? null : daysAgo(fields.expiredDaysAgo),
        createdAt: daysAgo(fields.createdDaysAgo),
      })
      .returning({ id: mailOutbox.id });
    return row!.id;
  };
  const existing = async <T extends { id: string }>(rows: Promise<T[]>) =>
    (await rows).map((r) => r.id).sort();
  const dayTotals = () =>
    db()
      .select()
      .from(appointmentDayStats)
      .orderBy(asc(appointmentDayStats.day), asc(appointmentDayStats.doctorId));
  const purges = () =>
    db().select().from(auditLog).where(eq(auditLog.action, 'retention.purge')).orderBy(asc(auditLog.id));

  beforeAll(async () => {
    t = await startTestApp({ ENQUIRY_RETENTION_DAYS: '90' }, { clock });
    // The test runs the job itself.
    await t.app.get(SchedulerRegistry).getCronJob('privacy-retention').stop();
    const [user] = await db()
      .insert(users)
      .values({ email: 'asha@example.org', name: 'Asha Verma', passwordHash: 'not-a-real-hash' })
      .returning({ id: users.id });
    userId = user!.id;
    const [doctor] = await db()
      .insert(doctors)
      .values({
        name: 'Dr. Ananya Sharma',
        speciality: 'Psychiatrist',
        degree: 'MBBS, MD (Psychiatry)',
        experience: 12,
        about: 'Child and adolescent psychiatry.',
        fees: 800,
        address: { line1: 'Plot 17, Sector 40', line2: 'Gurugram, Haryana 122003' },
      })
      .returning({ id: doctors.id });
    doctorId = doctor!.id;
  });
  afterAll(() => t.close());

  it('deletes exactly what is past its time, keeps the rest and the day totals, and audits the counts', async () => {
    const due = {
      cancelled: await appointment(200, { cancelledDaysAgo: 201 }),
      released: await appointment(181, { cancelledDaysAgo: 183, released: true }),
      rejectedProof: await appointment(250, { cancelledDaysAgo: 250, proof: 'rejected' }),
    };
    const kept = {
      // Its slot is within the 180 days, though it was cancelled long before.
      slotRecent: await appointment(179, { cancelledDaysAgo: 200 }),
      // Cancelled within the 180 days, though its slot is older.
      cancelledRecently: await appointment(200, { cancelledDaysAgo: 170 }),
      // Paid, then cancelled at the desk: the accounts keep it.
      paid: await appointment(300, { cancelledDaysAgo: 300, proof: 'accepted' }),
      // Never cancelled: a visit that happened.
      visit: await appointment(300),
      ahead: await appointment(-3),
    };
    await enquiry(91);
    const recentEnquiry = await enquiry(89);
    await mail({ sentDaysAgo: 31, createdDaysAgo: 31 });
    const sentRecently = await mail({ sentDaysAgo: 29, createdDaysAgo: 29 });
    await mail({ expiredDaysAgo: 40, createdDaysAgo: 40 });
    // Never sent and with no expiry (the server refused it): kept for the operator to see.
    const failed = await mail({ createdDaysAgo: 100 });
    const totals = await dayTotals();
    expect(totals.length).toBeGreaterThan(0);

    expect(await t.app.get(RetentionService).runOnce()).toEqual({ enquiries: 1, appointments: 3, mails: 2 });

    expect(await existing(db().select({ id: appointments.id }).from(appointments))).toEqual(
      Object.values(kept).sort(),
    );
    expect(
      await db()
        .select()
        .from(paymentProofs)
        .where(inArray(paymentProofs.appointmentId, Object.values(due))),
    ).toEqual([]);
    expect(await existing(db().select({ id: enquiries.id }).from(enquiries))).toEqual([recentEnquiry]);
    expect(await existing(db().select({ id: mailOutbox.id }).from(mailOutbox))).toEqual(
      [sentRecently, failed].sort(),
    );
    // The dashboard still counts the deleted visits on their days.
    expect(await dayTotals()).toEqual(totals);

    const [entry, ...more] = await purges();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: null,
      targetType: 'retention',
      details: { enquiries: 1, appointments: 3, mails: 2 },
    });
    // Counts only: nothing that names a patient or a record.
    expect(JSON.stringify(entry!.details)).not.toMatch(/asha|ravi|[0-9a-f]{8}-/i);
  });

  it('deletes nothing and writes no entry when nothing is due', async () => {
    expect(await t.app.get(RetentionService).runOnce()).toEqual({ enquiries: 0, appointments: 0, mails: 0 });
    expect(await purges()).toHaveLength(1);
  });

  it('deletes what becomes due as time passes, by the configured number of days', async () => {
    const enquiryIds = await existing(db().select({ id: enquiries.id }).from(enquiries));
    expect(enquiryIds).toHaveLength(1);
    clock.advance(2 * DAY);
    // The enquiry of 89 days, the visit whose slot was 179 days ago, the mail sent 29 days ago.
    expect(await t.app.get(RetentionService).runOnce()).toEqual({ enquiries: 1, appointments: 1, mails: 1 });
    expect(await db().select().from(enquiries)).toEqual([]);
    expect(await purges()).toHaveLength(2);
  });
});
