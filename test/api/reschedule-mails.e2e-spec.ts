import { and, eq, isNull, like } from 'drizzle-orm';
import request from 'supertest';
import { ReminderService } from '../../backend/src/appointments/reminder.service.js';
import { MailOutboxService } from '../../backend/src/mail/mail-outbox.service.js';
import { mailOutbox } from '../../backend/src/mail/mail-outbox.table.js';
import { eventOf, inWords } from './support/appointment-mails-fixture.js';
import { eventually } from './support/eventually.js';
import { RescheduleFixture } from './support/reschedule.js';

/** The calendar file of a caught mail: its text, its METHOD and its one event. */
const calendarOf = (mail: { attachments: { content: string }[] }) => {
  expect(mail.attachments).toHaveLength(1);
  const ics = mail.attachments[0]!.content;
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  return { method: /^METHOD:(\w+)$/m.exec(ics.replace(/\r\n/g, '\n'))?.[1], event: eventOf(ics) };
};

describe('mails and reminders of a moved appointment', () => {
  const f = new RescheduleFixture();
  const when = (n: number, time: string) => `${inWords(f.date(n))} at ${time} IST`;
  const mailTo = (email: string, subject: string) =>
    f.catcher.waitForMail((m) => m.to.includes(email) && m.subject === subject);
  const remindersTo = (email: string) =>
    f.catcher.mails.filter((m) => m.to.includes(email) && m.subject.startsWith('Reminder'));

  beforeAll(() => f.start());
  afterAll(() => f.close());

  it('mails the old and new time with a calendar update of the same event; a cancellation removes it', async () => {
    const patient = await f.newPatient();
    const id = await f.book(patient, f.day(1), '12:00');
    const booked = calendarOf(await mailTo(patient.email, `Appointment booked: ${when(1, '12:00 pm')}`));
    expect(booked.method).toBe('REQUEST');
    expect(Number(booked.event.sequence)).toBe(0);

    await f.reschedule(patient, { appointmentId: id, slotDate: f.day(2), slotTime: '11:30' }).expect(200);
    const mail = await mailTo(patient.email, `Appointment moved: ${when(2, '11:30 am')}`);
    expect(mail.text).toContain(`moved from ${when(1, '12:00 pm')} to ${when(2, '11:30 am')}`);
    expect(mail.text).toContain(f.doctor.name);
    expect(mail.text).toMatch(/fee is still ₹/);
    const moved = calendarOf(mail);
    expect(moved.method).toBe('REQUEST');
    expect(moved.event.uid).toBe(booked.event.uid);
    expect(Number(moved.event.sequence)).toBe(1);
    expect(moved.event.start.toISOString()).toBe(f.at(2, '11:30').toISOString());

    await request(f.t.server)
      .post('/api/user/cancel-appointment')
      .set('token', patient.token)
      .send({ appointmentId: id })
      .expect(200);
    const cancelled = calendarOf(
      await mailTo(patient.email, `Appointment cancelled: ${when(2, '11:30 am')}`),
    );
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.event.uid).toBe(booked.event.uid);
    expect(Number(cancelled.event.sequence)).toBe(2);
    expect(cancelled.event.status).toBe('CANCELLED');
  });

  it('raises the sequence for staff moves and staff cancellations too, and says the payment stays', async () => {
    const patient = await f.newPatient();
    const id = await f.book(patient, f.day(3), '12:00');
    await f.sendProof(patient, id);
    await f.approve(id);
    await f.moveByStaff(id, { slotDate: f.day(3), slotTime: '12:30' }).expect(200);
    const mail = await mailTo(patient.email, `Appointment moved: ${when(3, '12:30 pm')}`);
    expect(mail.text).toMatch(/payment of ₹[\d,]+ stays with this appointment/);
    expect(Number(calendarOf(mail).event.sequence)).toBe(1);
    await request(f.t.server)
      .post(`/api/admin/appointments/${id}/cancel`)
      .set('token', f.staffToken)
      .expect(200);
    const cancelled = calendarOf(
      await mailTo(patient.email, `Appointment cancelled: ${when(3, '12:30 pm')}`),
    );
    expect(cancelled.method).toBe('CANCEL');
    expect(Number(cancelled.event.sequence)).toBe(2);
  });

  it('reminds of the new time after a move, once, and not of a day no longer tomorrow', async () => {
    const reminders = f.t.app.get(ReminderService);
    const patient = await f.newPatient();
    const id = await f.book(patient, f.day(1), '10:00');
    await reminders.sendDue();
    await mailTo(patient.email, 'Reminder: your appointment tomorrow at 10:00 am IST');

    await f.reschedule(patient, { appointmentId: id, slotDate: f.day(1), slotTime: '15:00' }).expect(200);
    await reminders.sendDue();
    await reminders.sendDue();
    const second = await mailTo(patient.email, 'Reminder: your appointment tomorrow at 3:00 pm IST');
    expect(second.text).toContain(inWords(f.date(1)));

    await f.reschedule(patient, { appointmentId: id, slotDate: f.day(2), slotTime: '15:00' }).expect(200);
    await reminders.sendDue();
    await mailTo(patient.email, `Appointment moved: ${when(2, '3:00 pm')}`);
    const queued = await f.t.connection.db
      .select({ key: mailOutbox.dedupeKey })
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `reminder:${id}:%`));
    expect(queued.map((row) => row.key).sort()).toEqual(
      [f.at(1, '10:00'), f.at(1, '15:00')].map((at) => `reminder:${id}:${at.toISOString()}`).sort(),
    );
    expect(remindersTo(patient.email).map((m) => m.subject)).toEqual([
      'Reminder: your appointment tomorrow at 10:00 am IST',
      'Reminder: your appointment tomorrow at 3:00 pm IST',
    ]);
  });

  it('takes back a reminder still waiting to go out when the visit moves, so it never names the old time', async () => {
    const reminders = f.t.app.get(ReminderService);
    const outbox = f.t.app.get(MailOutboxService);
    const patient = await f.newPatient();
    const id = await f.book(patient, f.day(1), '11:00');
    const reminderRows = () =>
      f.t.connection.db
        .select()
        .from(mailOutbox)
        .where(and(like(mailOutbox.dedupeKey, `reminder:${id}:%`), isNull(mailOutbox.sentAt)));

    // The mail server is down: the reminder is stored and waits for its next try.
    await f.catcher.stop();
    await reminders.sendDue();
    await eventually(reminderRows, (rows) => rows.length === 1 && rows[0]!.lastError !== null);

    await f.reschedule(patient, { appointmentId: id, slotDate: f.day(1), slotTime: '16:00' }).expect(200);
    expect(await reminderRows()).toEqual([]);
    await reminders.sendDue();
    const [queued] = await reminderRows();
    expect(queued!.dedupeKey).toBe(`reminder:${id}:${f.at(1, '16:00').toISOString()}`);
    // Every first try has failed before the server comes back, so none is still under way then.
    const unsent = () =>
      f.t.connection.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, patient.email), isNull(mailOutbox.sentAt)));
    await eventually(unsent, (rows) => rows.length > 0 && rows.every((row) => row.lastError !== null));

    // The server is back and every retry is due: the move and the new reminder go out, the old never.
    await f.catcher.start();
    f.clock.advance(60_000);
    await outbox.processDue();
    await mailTo(patient.email, 'Reminder: your appointment tomorrow at 4:00 pm IST');
    await mailTo(patient.email, `Appointment moved: ${when(1, '4:00 pm')}`);
    expect(remindersTo(patient.email).map((m) => m.subject)).toEqual([
      'Reminder: your appointment tomorrow at 4:00 pm IST',
    ]);
    await eventually(unsent, (rows) => rows.length === 0);
  });
});
