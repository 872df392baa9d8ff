import { toDateKey } from '@umang/common';
import request from 'supertest';
import {
  type AppointmentMailKind,
  AppointmentMailsService,
} from '../../backend/src/appointments/appointment-mails.service.js';
import { UnitOfWork } from '../../backend/src/database/unit-of-work.js';
import { mailOutbox } from '../../backend/src/mail/mail-outbox.table.js';
import { paymentProofs } from '../../backend/src/payments/payment-proofs.table.js';
import { GOOD_PASSWORD } from './support/accounts.js';
import {
  AppointmentMailsFixture,
  at,
  CENTRE_EMAIL,
  DOCTOR,
  eventOf,
  inHindiWords,
  inWords,
  summaryOf,
} from './support/appointment-mails-fixture.js';
import { englishLeft } from '../../backend/src/testing/english-left.js';
import { eventually } from './support/eventually.js';

/** Checks what node-ical forgives: CRLF only, no line over 75 octets. */
const expectStrictLines = (ics: string) => {
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
};

describe('mails about an appointment', () => {
  const f = new AppointmentMailsFixture();
  let mails: AppointmentMailsService;
  let unit: UnitOfWork;
  /** Queues the mail in a transaction of its own and sends it once committed, as the services do. */
  const notify = async (kind: AppointmentMailKind, appointmentId: string) =>
    mails.deliverSoon(await unit.run((tx) => mails.queue(tx, kind, appointmentId)));

  beforeAll(async () => {
    await f.start();
    mails = f.t.app.get(AppointmentMailsService);
    unit = f.t.app.get(UnitOfWork);
  });
  afterAll(() => f.close());

  it('mails the booking with doctor, IST date and time, fee, how to pay, and an .ics that parses', async () => {
    const patient = await f.newPatient();
    const appointment = await f.newAppointment(patient.id, f.day(40), '10:30');
    await notify('booked', appointment.id);

    const mail = await f.mailTo(patient.email, 'Appointment booked');
    expect(mail.replyTo).toEqual([CENTRE_EMAIL]);
    for (const body of [mail.text, mail.html]) {
      for (const part of [
        DOCTOR,
        'Psychiatrist',
        inWords(f.day(40)),
        '10:30 am IST',
        '₹1,200',
        'Pay Online',
      ]) {
        expect(body).toContain(part);
      }
    }
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file).toMatchObject({ filename: 'appointment.ics', contentType: 'text/calendar' });
    expectStrictLines(file!.content);
    expect(file!.content).toContain('METHOD:REQUEST');
    const event = eventOf(file!.content);
    expect(event.start.getTime()).toBe(appointment.startsAt.getTime());
    expect(event.end!.getTime() - event.start.getTime()).toBe(30 * 60_000);
    expect(summaryOf(event)).toContain(DOCTOR);
    expect(event.uid).toContain(appointment.id);

    // Once sent, the outbox keeps neither the bodies nor the attachment.
    const [row] = await eventually(
      () => f.outboxTo(patient.email),
      (rows) => rows[0]?.sentAt instanceof Date,
    );
    expect(row).toMatchObject({ text: '', html: '', attachments: [] });
  });

  it("mails a rejected payment with the staff's reason, escaped in the HTML, and what to do next", async () => {
    const patient = await f.newPatient();
    const appointment = await f.newAppointment(patient.id, f.day(41), '11:00');
    const reason = 'UTR <b>4471</b> & amount "₹1,000" do not match';
    await f.t.connection.db.insert(paymentProofs).values({
      appointmentId: appointment.id,
      name: 'Asha Verma',
      transactionId: '412345678901',
      status: 'rejected',
      reason,
    });
    await notify('payment-rejected', appointment.id);

    const mail = await f.mailTo(patient.email, 'Payment not verified');
    expect(mail.html).toContain('UTR &lt;b&gt;4471&lt;/b&gt; &amp; amount &quot;₹1,000&quot; do not match');
    expect(mail.html).not.toContain('<b>4471');
    expect(mail.text).toContain(reason);
    expect(mail.text).toMatch(/submit the correct 12-digit\s+UPI transaction ID/);
    expect(mail.text).toMatch(/call the centre/);
    expect(mail.attachments).toEqual([]);
  });

  it('mails an approved payment as a confirmed appointment, and a cancellation', async () => {
    const patient = await f.newPatient();
    const paid = await f.newAppointment(patient.id, f.day(42), '15:00', { payment: true });
    const cancelled = await f.newAppointment(patient.id, f.day(43), '15:30', { cancelled: true });
    await notify('payment-approved', paid.id);
    await notify('cancelled', cancelled.id);

    const approved = await f.mailTo(patient.email, 'Appointment confirmed');
    expect(approved.text).toMatch(/your appointment with Dr\. Ananya Sharma is confirmed/);
    expect(approved.text).toContain('3:00 pm IST');
    const gone = await f.mailTo(patient.email, 'Appointment cancelled');
    expect(gone.text).toContain(inWords(f.day(43)));
    expect(gone.text).toContain('3:30 pm IST');
  });

  it('does nothing, and does not throw, for an unknown or malformed appointment id', async () => {
    const before = (await f.t.connection.db.select().from(mailOutbox)).length;
    const queue = (id: string) => unit.run((tx) => mails.queue(tx, 'booked', id));
    await expect(queue('5c0e4c1e-2f0a-4b8e-9d61-6f1c2a3b4d5e')).resolves.toBeNull();
    await expect(queue("x' or 1=1 --")).resolves.toBeNull();
    expect(await f.t.connection.db.select().from(mailOutbox)).toHaveLength(before);
  });

  it('stores a mail with the change it tells of: a change rolled back leaves no mail', async () => {
    const patient = await f.newPatient();
    const appointment = await f.newAppointment(patient.id, f.day(44), '16:00', { cancelled: true });
    const refused = unit.run(async (tx) => {
      await mails.queue(tx, 'cancelled', appointment.id);
      throw new Error('the cancellation was refused after all');
    });
    await expect(refused).rejects.toThrow('refused after all');
    expect(await f.outboxTo(patient.email)).toEqual([]);
    // The same mail in a transaction that commits is stored, and sent.
    await notify('cancelled', appointment.id);
    await f.mailTo(patient.email, 'Appointment cancelled');
  });

  it('mails the confirmation with its .ics when a patient books through the API', async () => {
    f.clock.setTo(at(f.day(14), '09:00'));
    const email = 'meera@example.org';
    await request(f.t.server).post('/api/user/send-otp').send({ email }).expect(200);
    const otpMail = await f.catcher.waitForMail((m) => m.to.includes(email) && /\b\d{6}\b/.test(m.text));
    const otp = /\b(\d{6})\b/.exec(otpMail.text)![1];
    const register = await request(f.t.server)
      .post('/api/user/register')
      .send({
        name: 'Meera Nair',
        email,
        password: GOOD_PASSWORD,
        phone: '9876543210',
        otp,
        consent: true,
        adult: true,
      })
      .expect(200);
    const booked = await request(f.t.server)
      .post('/api/user/book-appointment')
      .set('token', register.body.token as string)
      .send({ docId: f.doctorId, slotDate: toDateKey(f.day(15)), slotTime: '10:30 am' })
      .expect(201);
    expect(booked.body.success).toBe(true);

    const mail = await f.mailTo(email, 'Appointment booked');
    expect(mail.subject).toBe(`Appointment booked: ${inWords(f.day(15))} at 10:30 am IST`);
    expect(mail.text).toContain('Meera Nair');
    const event = eventOf(mail.attachments[0]!.content);
    expect(event.start.toISOString()).toBe(at(f.day(15), '10:30').toISOString());
  });

  describe('in Hindi', () => {
    /** What stays as it is in a Hindi mail: the names and the doctor's address. */
    const NAMES = [DOCTOR, 'Asha Verma', 'Meera Nair', 'Plot 17, Sector 40, Gurugram, Haryana 122003'];

    it('mails the booking to an account that reads Hindi in Hindi: subject, date, fee and the .ics', async () => {
      const patient = await f.newPatient('Asha Verma', 'hi');
      // A Tuesday, 7 weeks and a day after the fixture's Monday.
      const appointment = await f.newAppointment(patient.id, f.day(50), '10:30', { amount: 1500 });
      await notify('booked', appointment.id);

      const when = `${inHindiWords(f.day(50))}, सुबह 10:30 IST`;
      const mail = await f.mailTo(patient.email, 'आपकी अपॉइंटमेंट बुक हो गई');
      expect(mail.subject).toBe(`आपकी अपॉइंटमेंट बुक हो गई: ${when}`);
      for (const body of [mail.text, mail.html]) {
        for (const part of [
          'नमस्ते Asha Verma जी,',
          `${DOCTOR} (मनोचिकित्सक)`,
          inHindiWords(f.day(50)),
          'मंगलवार',
          'सुबह 10:30 IST',
          '₹1,500',
          '“ऑनलाइन पेमेंट करें”',
          'शुभकामनाओं सहित',
        ]) {
          expect(body).toContain(part);
        }
      }
      expect(mail.html).toContain('<html lang="hi">');
      expect(englishLeft(mail.subject, NAMES)).toEqual([]);
      expect(englishLeft(mail.text, NAMES)).toEqual([]);

      const [file] = mail.attachments;
      expectStrictLines(file!.content);
      const event = eventOf(file!.content);
      expect(summaryOf(event)).toBe(`${DOCTOR} के साथ अपॉइंटमेंट (Umang)`);
      expect(event.description).toMatch(/मनोचिकित्सक के साथ अपॉइंटमेंट।\nफ़ीस ₹1,500: /);
      expect(event.start.getTime()).toBe(appointment.startsAt.getTime());
    });

    it("follows the account's language from sign-up to a switch: a Hindi booking, then an English cancellation", async () => {
      f.clock.setTo(at(f.day(21), '09:00'));
      const email = 'meera.hi@example.org';
      const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
      await request(f.t.server).post('/api/user/send-otp').set(hindi).send({ email }).expect(200);
      const otpMail = await f.catcher.waitForMail((m) => m.to.includes(email) && /\b\d{6}\b/.test(m.text));
      expect(otpMail.subject).toMatch(/खाता बनाने के लिए आपका कोड/);
      const otp = /\b(\d{6})\b/.exec(otpMail.text)![1];
      const register = await request(f.t.server)
        .post('/api/user/register')
        .set(hindi)
        .send({
          name: 'Meera Nair',
          email,
          password: GOOD_PASSWORD,
          phone: '9876543210',
          otp,
          consent: true,
          adult: true,
        })
        .expect(200);
      const token = register.body.token as string;
      const booked = await request(f.t.server)
        .post('/api/user/book-appointment')
        .set('token', token)
        .send({ docId: f.doctorId, slotDate: toDateKey(f.day(22)), slotTime: '10:30 am' })
        .expect(201);

      const confirmation = await f.mailTo(email, 'आपकी अपॉइंटमेंट बुक हो गई');
      expect(confirmation.subject).toBe(`आपकी अपॉइंटमेंट बुक हो गई: ${inHindiWords(f.day(22))}, सुबह 10:30 IST`);
      expect(confirmation.text).toContain('नमस्ते Meera Nair जी,');
      expect(confirmation.text).toContain('₹1,200');
      expect(englishLeft(confirmation.text, NAMES)).toEqual([]);

      // The site switched to English: the next mail is English, word for word as before.
      await request(f.t.server)
        .put('/api/user/language')
        .set('token', token)
        .send({ language: 'en' })
        .expect(200);
      await request(f.t.server)
        .post('/api/user/cancel-appointment')
        .set('token', token)
        .send({ appointmentId: booked.body.appointmentId })
        .expect(200);
      const cancelled = await f.mailTo(email, 'Appointment cancelled');
      expect(cancelled.subject).toBe(`Appointment cancelled: ${inWords(f.day(22))} at 10:30 am IST`);
      expect(cancelled.text).toContain('Dear Meera Nair,');
      expect(cancelled.text).toContain('Warm regards,');
      expect(summaryOf(eventOf(cancelled.attachments[0]!.content))).toBe(
        `Appointment with ${DOCTOR} (Umang)`,
      );
    });
  });
});
