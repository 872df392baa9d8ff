import { SchedulerRegistry } from '@nestjs/schedule';
import {
  addDays,
  type CalendarDate,
  istToday,
  type Language,
  slotStart,
  toDateKey,
  weekdayOf,
} from '@umang/common';
import { eq } from 'drizzle-orm';
import ical from 'node-ical';
import { appointments } from '../../../backend/src/appointments/appointments.table.js';
import { doctors } from '../../../backend/src/doctors/doctors.table.js';
import { mailOutbox } from '../../../backend/src/mail/mail-outbox.table.js';
import { paymentProofs } from '../../../backend/src/payments/payment-proofs.table.js';
import { users } from '../../../backend/src/users/users.table.js';
import { type CaughtMail, SmtpCatcher } from './smtp-catcher.js';
import { FakeClock } from './fake-clock.js';
import { startTestApp, type TestApp } from './test-app.js';

export const CENTRE_EMAIL = 'frontdesk@umang.example';
export const DOCTOR = 'Dr. Ananya Sharma';
export const FEE = 1200;

type NewAppointment = typeof appointments.$inferInsert;
type AppointmentRow = typeof appointments.$inferSelect;

/** The instant an IST wall-clock time happens on a date. */
export const at = (date: CalendarDate, time: string): Date => slotStart(toDateKey(date), time)!;

/** `Tuesday, 5 January 2027`, written independently of the templates. */
export function inWords(date: CalendarDate): string {
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day));
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(utc);
  return `${part({ weekday: 'long' })}, ${date.day} ${part({ month: 'long' })} ${date.year}`;
}

/** `मंगलवार, 5 जनवरी 2027`, written independently of the templates and of the shared formatting. */
export function inHindiWords(date: CalendarDate): string {
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day));
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('hi', { ...options, timeZone: 'UTC' }).format(utc);
  return `${part({ weekday: 'long' })}, ${date.day} ${part({ month: 'long' })} ${date.year}`;
}

/** The one VEVENT of an .ics, parsed by node-ical. */
export function eventOf(ics: string): ical.VEvent {
  const events = Object.values(ical.sync.parseICS(ics)).filter((c) => c?.type === 'VEVENT');
  if (events.length !== 1) throw new Error(`expected one VEVENT, found ${events.length}`);
  return events[0] as ical.VEvent;
}

export const summaryOf = (event: ical.VEvent): string =>
  typeof event.summary === 'string' ? event.summary : event.summary.val;

/**
 * The real application on a real database with one doctor, a real SMTP server that
 * keeps attachments, and a fake clock set to 09:00 IST on `day(0)`, a Monday ahead.
 */
export class AppointmentMailsFixture {
  readonly catcher = new SmtpCatcher();
  readonly clock = new FakeClock();
  t!: TestApp;
  doctorId = '';
  private readonly monday: CalendarDate;
  private patients = 0;

  constructor() {
    let monday = addDays(istToday(new Date()), 1);
    while (weekdayOf(monday) !== 1) monday = addDays(monday, 1);
    this.monday = monday;
  }

  /** `n` days after the fixture's Monday (so `day(7)` is a Monday too). */
  day(n: number): CalendarDate {
    return addDays(this.monday, n);
  }

  async start(): Promise<void> {
    await this.catcher.start();
    this.clock.setTo(at(this.monday, '09:00'));
    this.t = await startTestApp(
      { SMTP_URL: this.catcher.url, CENTRE_EMAIL, MAIL_FROM: 'Umang <no-reply@umang.example>' },
      { clock: this.clock },
    );
    // The tests run the reminder themselves; an hourly tick in the middle would steal their claims.
    await this.t.app.get(SchedulerRegistry).getCronJob('appointment-reminders').stop();
    // The clock stands days after the rows' real creation time: a release run would cancel them.
    await this.t.app.get(SchedulerRegistry).getCronJob('unpaid-holds').stop();
    const [doctor] = await this.t.connection.db
      .insert(doctors)
      .values({
        name: DOCTOR,
        speciality: 'Psychiatrist',
        degree: 'MBBS, MD (Psychiatry)',
        experience: 12,
        about: 'Child and adolescent psychiatry.',
        fees: FEE,
        address: { line1: 'Plot 17, Sector 40', line2: 'Gurugram, Haryana 122003' },
      })
      .returning({ id: doctors.id });
    this.doctorId = doctor!.id;
  }

  async close(): Promise<void> {
    await this.t.close();
    await this.catcher.stop();
  }

  /** A patient with an address of their own, so their mails are easy to tell apart. */
  async newPatient(name = 'Asha Verma', language: Language = 'en'): Promise<{ id: string; email: string }> {
    const email = `patient${++this.patients}@example.org`;
    const [row] = await this.t.connection.db
      .insert(users)
      .values({ email, name, passwordHash: 'not-a-real-hash', language })
      .returning({ id: users.id });
    return { id: row!.id, email };
  }

  /**
   * Straight into the table, as the booking endpoint would store it. With
   * `payment: true` it is paid the only way there is: a proof staff accepted.
   */
  async newAppointment(
    userId: string,
    date: CalendarDate,
    time: string,
    { payment = false, ...extra }: Partial<NewAppointment> & { payment?: boolean } = {},
  ): Promise<AppointmentRow> {
    const [row] = await this.t.connection.db
      .insert(appointments)
      .values({
        userId,
        doctorId: this.doctorId,
        slotDate: toDateKey(date),
        slotTime: time,
        startsAt: at(date, time),
        amount: FEE,
        ...extra,
      })
      .returning();
    if (payment) {
      await this.t.connection.db.insert(paymentProofs).values({
        appointmentId: row!.id,
        name: 'Asha Verma',
        transactionId: `UTR${row!.id.replaceAll('-', '').slice(0, 16)}`,
        status: 'accepted',
        reviewedAt: row!.createdAt,
      });
    }
    return row!;
  }

  /** Stored mails to `email`, sent or not: written before `notify`/`sendDue` resolve. */
  outboxTo(email: string) {
    return this.t.connection.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  }

  mailTo(email: string, subjectStart: string): Promise<CaughtMail> {
    return this.catcher.waitForMail((m) => m.to.includes(email) && m.subject.startsWith(subjectStart));
  }
}
