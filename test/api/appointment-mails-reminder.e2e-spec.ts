import { eq } from 'drizzle-orm';
import { appointments } from '../../backend/src/appointments/appointments.table.js';
import { users } from '../../backend/src/users/users.table.js';
import { ReminderService } from '../../backend/src/appointments/reminder.service.js';
import { AppointmentMailsFixture, at, DOCTOR, inWords } from './support/appointment-mails-fixture.js';

describe('the day-before appointment reminder', () => {
  const f = new AppointmentMailsFixture();
  let reminders: ReminderService;

  beforeAll(async () => {
    await f.start();
    reminders = f.t.app.get(ReminderService);
  });
  afterAll(() => f.close());

  it("reminds each of tomorrow's live appointments once, and no cancelled, completed or later one", async () => {
    f.clock.setTo(at(f.day(0), '11:00')); // a Monday: tomorrow is day(1)
    const [unpaid, paid, cancelled, completed, later] = await Promise.all(
      Array.from({ length: 5 }, () => f.newPatient()),
    );
    await f.newAppointment(unpaid!.id, f.day(1), '10:30');
    await f.newAppointment(paid!.id, f.day(1), '11:00', { payment: true });
    await f.newAppointment(cancelled!.id, f.day(1), '11:30', { cancelled: true });
    await f.newAppointment(completed!.id, f.day(1), '12:00', { isCompleted: true });
    await f.newAppointment(later!.id, f.day(2), '10:30');

    expect(await reminders.sendDue()).toBe(2);
    expect(await reminders.sendDue()).toBe(0);
    const expected = [
      [unpaid, 1],
      [paid, 1],
      [cancelled, 0],
      [completed, 0],
      [later, 0],
    ] as const;
    for (const [patient, n] of expected) expect(await f.outboxTo(patient!.email)).toHaveLength(n);

    const first = await f.mailTo(unpaid!.email, 'Reminder: your appointment tomorrow at 10:30 am IST');
    expect(first.text).toContain(`tomorrow, ${inWords(f.day(1))}, at 10:30 am IST`);
    expect(first.text).toContain(`${DOCTOR} at Plot 17, Sector 40, Gurugram`);
    expect(first.text).toMatch(/Please pay ₹1,200/);
    const second = await f.mailTo(paid!.email, 'Reminder');
    expect(second.text).toMatch(/payment is confirmed/);
    expect(second.text).not.toMatch(/Please pay/);
  });

  it('claims each appointment once, even when runs race', async () => {
    f.clock.setTo(at(f.day(0), '15:00'));
    const patient = await f.newPatient();
    const appointment = await f.newAppointment(patient.id, f.day(1), '16:00');
    const counts = await Promise.all([reminders.sendDue(), reminders.sendDue(), reminders.sendDue()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await f.outboxTo(patient.email)).toHaveLength(1);
    const [row] = await f.t.connection.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointment.id));
    expect(row!.reminderSentAt).toBeInstanceOf(Date);
  });

  it("takes tomorrow on India's calendar: at 20:00 UTC it is already the next day there", async () => {
    f.clock.setTo(at(f.day(8), '01:30')); // Tuesday 01:30 IST...
    expect(f.clock.now().getUTCHours()).toBe(20); // ...is still Monday evening in UTC
    const today = await f.newPatient();
    const tomorrow = await f.newPatient();
    // day(8) is "tomorrow" in UTC but today in India; day(9) is tomorrow in India.
    await f.newAppointment(today.id, f.day(8), '17:00');
    await f.newAppointment(tomorrow.id, f.day(9), '10:00');

    expect(await reminders.sendDue()).toBe(1);
    expect(await f.outboxTo(today.email)).toHaveLength(0);
    const mail = await f.mailTo(tomorrow.email, 'Reminder');
    expect(mail.text).toContain(inWords(f.day(9)));
  });

  it('reminds nobody who withdrew their consent to reminders, and leaves their visit to be reminded if it is given again', async () => {
    f.clock.setTo(at(f.day(21), '11:00'));
    const consenting = await f.newPatient();
    const withdrawn = await f.newPatient();
    await f.t.connection.db.update(users).set({ reminderMails: false }).where(eq(users.id, withdrawn.id));
    await f.newAppointment(consenting.id, f.day(22), '10:00');
    const visit = await f.newAppointment(withdrawn.id, f.day(22), '10:30');

    expect(await reminders.sendDue()).toBe(1);
    expect(await f.outboxTo(withdrawn.email)).toHaveLength(0);
    const [row] = await f.t.connection.db.select().from(appointments).where(eq(appointments.id, visit.id));
    expect(row!.reminderSentAt).toBeNull();

    await f.t.connection.db.update(users).set({ reminderMails: true }).where(eq(users.id, withdrawn.id));
    expect(await reminders.sendDue()).toBe(1);
    expect(await f.outboxTo(withdrawn.email)).toHaveLength(1);
  });
});
