import { SchedulerRegistry } from '@nestjs/schedule';
import { addDays, istToday, toDateKey, weekdayOf } from '@umang/common';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { appointments } from '../../../backend/src/appointments/appointments.table.js';
import { ReminderService } from '../../../backend/src/appointments/reminder.service.js';
import { UnpaidHoldsService } from '../../../backend/src/appointments/unpaid-holds.service.js';
import { auditLog } from '../../../backend/src/audit/audit-log.table.js';
import { enquiries } from '../../../backend/src/contact/enquiries.table.js';
import { Instance } from '../../../backend/src/database/instance.js';
import { doctors } from '../../../backend/src/doctors/doctors.table.js';
import { MailOutboxRepository } from '../../../backend/src/mail/mail-outbox.repository.js';
import { MailOutboxService } from '../../../backend/src/mail/mail-outbox.service.js';
import { mailOutbox } from '../../../backend/src/mail/mail-outbox.table.js';
import { RetentionService } from '../../../backend/src/privacy/retention.service.js';
import { users } from '../../../backend/src/users/users.table.js';
import { at } from '../support/appointment-mails-fixture.js';
import { eventually } from '../support/eventually.js';
import { FakeClock } from '../support/fake-clock.js';
import { SmtpCatcher } from '../support/smtp-catcher.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const MINUTE = 60_000;
const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);

/** Two instances on one PostgreSQL database run the same jobs over the same due items. */
describe('each job handles each due item once across instances', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  let monday = addDays(istToday(new Date()), 1);
  while (weekdayOf(monday) !== 1) monday = addDays(monday, 1);
  let a: TestApp;
  let b: TestApp;
  let aClosed = false;
  let doctorId: string;
  let patients = 0;

  const start = async (env: Record<string, string>) => {
    const t = await startTestApp(
      { SMTP_URL: catcher.url, MAIL_FROM: 'Umang <no-reply@umang.example>', ...env },
      { clock },
    );
    // The tests run the jobs themselves, side by side; no tick may run one in between.
    const registry = t.app.get(SchedulerRegistry);
    for (const job of registry.getCronJobs().values()) await job.stop();
    for (const name of registry.getIntervals()) registry.deleteInterval(name);
    return t;
  };
  const db = () => a.connection.db;
  const received = (subject: string) => catcher.mails.filter((mail) => mail.subject === subject);
  /** A due mail stored straight into the outbox, as if its first immediate attempt never happened. */
  const stored = (subject: string) =>
    a.app.get(MailOutboxRepository).insert({
      to: 'asha@example.org',
      subject,
      text: subject,
      html: `<p>${subject}</p>`,
      nextAttemptAt: clock.now(),
    });
  const newPatient = async () => {
    const [row] = await db()
      .insert(users)
      .values({
        email: `parent${++patients}@example.org`,
        name: 'Asha Verma',
        passwordHash: 'not-a-real-hash',
      })
      .returning({ id: users.id, email: users.email });
    return row!;
  };
  const newAppointment = async (userId: string, day: number, time: string) => {
    const date = addDays(monday, day);
    const [row] = await db()
      .insert(appointments)
      .values({
        userId,
        doctorId,
        slotDate: toDateKey(date),
        slotTime: time,
        startsAt: at(date, time),
        amount: 1200,
      })
      .returning({ id: appointments.id });
    return row!.id;
  };

  beforeAll(async () => {
    await catcher.start();
    clock.setTo(at(monday, '09:00'));
    a = await start({});
    b = await start({ DATABASE_URL: process.env.DATABASE_URL as string });
    const [doctor] = await db()
      .insert(doctors)
      .values({
        name: 'Dr. Ananya Sharma',
        speciality: 'Psychiatrist',
        degree: 'MBBS, MD (Psychiatry)',
        experience: 12,
        about: 'Child and adolescent psychiatry.',
        fees: 1200,
        address: { line1: 'Plot 17, Sector 40', line2: 'Gurugram, Haryana 122003' },
      })
      .returning({ id: doctors.id });
    doctorId = doctor!.id;
  }, 60_000);
  afterAll(async () => {
    await b.close();
    if (!aClosed) await a.close();
    await catcher.stop();
  });

  it('sends each due mail once when both instances sweep the outbox at the same time', async () => {
    const subjects = Array.from({ length: 30 }, (_, i) => `Sweep ${i}`);
    for (const subject of subjects) await stored(subject);
    const runs = await Promise.all([a, b, a, b].map((t) => t.app.get(MailOutboxService).processDue()));
    expect(sum(runs.map((run) => run.sent))).toBe(30);
    expect(runs.every((run) => run.failed === 0)).toBe(true);
    // Both instances took a share: neither waited for the other to finish.
    expect(runs.filter((run) => run.sent > 0).length).toBeGreaterThan(1);
    for (const subject of subjects) expect(received(subject)).toHaveLength(1);
    const rows = await db().select().from(mailOutbox).where(inArray(mailOutbox.subject, subjects));
    expect(rows.every((row) => row.sentAt !== null && row.claimedBy === null && row.attempts === 1)).toBe(
      true,
    );
  });

  it('retries a mail whose instance died mid-send once its lease is over, as the same message', async () => {
    const id = (await stored('Orphaned'))!;
    const lapsed = new Date(clock.now().getTime() - MINUTE);
    await db()
      .update(mailOutbox)
      .set({ claimedBy: 'dead-host:4242:0000', claimExpiresAt: lapsed, attempts: 1 })
      .where(eq(mailOutbox.id, id));
    await Promise.all([a, b].map((t) => t.app.get(MailOutboxService).processDue()));
    const [mail] = received('Orphaned');
    expect(received('Orphaned')).toHaveLength(1);
    expect(mail!.messageId).toBe(`<outbox-${id}@umang.example>`);
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ attempts: 2, claimedBy: null });
    expect(row!.sentAt).not.toBeNull();
  });

  it("leaves alone a mail another live instance has claimed, until that claim's lease ends", async () => {
    const id = (await stored('Held elsewhere'))!;
    const lease = new Date(clock.now().getTime() + 4 * MINUTE);
    await db()
      .update(mailOutbox)
      .set({ claimedBy: 'busy-host:7:1111', claimExpiresAt: lease, attempts: 1 })
      .where(eq(mailOutbox.id, id));
    await Promise.all([a, b].map((t) => t.app.get(MailOutboxService).processDue()));
    expect(received('Held elsewhere')).toHaveLength(0);
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ attempts: 1, claimedBy: 'busy-host:7:1111', sentAt: null });

    clock.advance(5 * MINUTE);
    await Promise.all([a, b].map((t) => t.app.get(MailOutboxService).processDue()));
    expect(received('Held elsewhere')).toHaveLength(1);
  });

  it("queues each of tomorrow's reminders once, however the runs on both instances interleave", async () => {
    clock.setTo(at(monday, '11:00'));
    const booked = [];
    for (let i = 0; i < 8; i++) {
      const patient = await newPatient();
      booked.push({ ...patient, id: await newAppointment(patient.id, 1, `1${i}:00`) });
    }
    // A run that died between queueing a reminder and noting it: the mail is there, the mark is not.
    const first = booked[0]!;
    expect(await a.app.get(ReminderService).sendDue()).toBe(8);
    await db().update(appointments).set({ reminderSentAt: null }).where(eq(appointments.id, first.id));

    const counts = await Promise.all([a, b, a, b].map((t) => t.app.get(ReminderService).sendDue()));
    expect(sum(counts)).toBe(0);
    for (const patient of booked) {
      const queued = await db().select().from(mailOutbox).where(eq(mailOutbox.to, patient.email));
      expect(queued).toHaveLength(1);
    }
    const [row] = await db().select().from(appointments).where(eq(appointments.id, first.id));
    expect(row!.reminderSentAt).toBeInstanceOf(Date);
  });

  it('releases each unpaid hold once, with one audit entry and one mail, when both instances run', async () => {
    clock.setTo(at(monday, '12:00'));
    const held = [];
    for (let i = 0; i < 6; i++) held.push(await newAppointment((await newPatient()).id, 2, `1${i}:30`));
    const counts = await Promise.all([a, b, a, b].map((t) => t.app.get(UnpaidHoldsService).releaseDue()));
    // Every unpaid booking made before the hold time is due, the reminders' ones too.
    const released = await db()
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.cancelled, true));
    expect(sum(counts)).toBe(released.length);
    expect(released.map((row) => row.id)).toEqual(expect.arrayContaining(held));
    const audits = await db()
      .select({ id: auditLog.targetId, n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, 'appointment.release'))
      .groupBy(auditLog.targetId);
    expect(audits).toHaveLength(released.length);
    expect(audits.every((entry) => entry.n === 1)).toBe(true);
    const [mails] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(like(mailOutbox.subject, 'Booking released:%'));
    expect(mails!.n).toBe(released.length);
  });

  it('purges what is past its time once, with one audit entry, when both instances run the retention job', async () => {
    const longAgo = new Date(clock.now().getTime() - 400 * 24 * 60 * MINUTE);
    for (let i = 0; i < 5; i++) {
      await db()
        .insert(enquiries)
        .values({
          name: 'Ravi Kumar',
          email: `ravi${i}@example.org`,
          phone: '9876543210',
          subject: 'Timings',
          message: 'Are you open on Saturdays?',
          createdAt: longAgo,
        });
    }
    const runs = await Promise.all([a, b, a, b].map((t) => t.app.get(RetentionService).runOnce()));
    expect(sum(runs.map((run) => run.enquiries))).toBe(5);
    expect(runs.filter((run) => run.enquiries > 0)).toHaveLength(1);
    expect(await db().select().from(enquiries)).toEqual([]);
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'retention.purge'));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toEqual({ enquiries: 5, appointments: 0, mails: 0 });
  });

  it('finishes a scheduled retention run on both instances: the job lock and the purge lock never wait on each other', async () => {
    const longAgo = new Date(clock.now().getTime() - 400 * 24 * 60 * MINUTE);
    await db().insert(enquiries).values({
      name: 'Meena Joshi',
      email: 'meena@example.org',
      phone: '9876543210',
      subject: 'Fees',
      message: 'What does a first visit cost?',
      createdAt: longAgo,
    });
    await Promise.all([a, b].map((t) => t.app.get(RetentionService).runOnSchedule()));
    expect(await db().select().from(enquiries)).toEqual([]);
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'retention.purge'));
    expect(entries.map((entry) => entry.details)).toContainEqual({ enquiries: 1, appointments: 0, mails: 0 });
  });

  it('hands back the mails it still holds when it stops, so the other instance sends them at once', async () => {
    const id = (await stored('Handed back'))!;
    const lease = new Date(clock.now().getTime() + 4 * MINUTE);
    await db()
      .update(mailOutbox)
      .set({ claimedBy: a.app.get(Instance).id, claimExpiresAt: lease, attempts: 1 })
      .where(eq(mailOutbox.id, id));
    await a.close();
    aClosed = true;
    await b.app.get(MailOutboxService).processDue();
    await eventually(
      async () => received('Handed back').length,
      (n) => n === 1,
    );
    const [row] = await b.connection.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ attempts: 2, claimedBy: null });
  });
});
