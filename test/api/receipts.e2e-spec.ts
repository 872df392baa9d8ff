import {
  addDays,
  type Appointment,
  type Doctor,
  financialYear,
  RECEIPT_NUMBER_PATTERN,
  SLOT_TIMES,
  type StaffPaymentRow,
  toDateKey,
} from '@umang/common';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { mailOutbox } from '../../backend/src/mail/mail-outbox.table.js';
import { receiptCounters } from '../../backend/src/payments/receipt-counters.table.js';
import { signUp } from './support/accounts.js';
import { inWords } from './support/appointment-mails-fixture.js';
import { book, istInstant, listDoctors, nextWeekday } from './support/booking.js';
import { eventually } from './support/eventually.js';
import { FakeClock } from './support/fake-clock.js';
import { binary, pdfText } from './support/pdf-text.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { STAFF, seededWithStaff } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const CENTRE_EMAIL = 'frontdesk@umang.example';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('payment receipts', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  const monday = nextWeekday(new Date(), 1);
  const tuesday = addDays(monday, 1);
  let t: TestApp;
  let doctor: Doctor;
  let asha: string;
  let ravi: string;
  let aaravId: string;
  let staff: string;
  let slots = 0;
  let utr = 512345678900;
  const nextUtr = () => String(++utr);

  /** Books the next free half hour on Tuesday with the 800-rupee doctor. */
  const newAppointment = async (token: string, patientId?: string): Promise<string> => {
    const slot = { docId: doctor._id, slotDate: toDateKey(tuesday), slotTime: SLOT_TIMES[slots++]! };
    const res = await book(t, token, patientId ? { ...slot, patientId } : slot);
    if (res.status !== 201) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
    return res.body.appointmentId as string;
  };
  const confirm = (token: string, appointmentId: string, transactionId = nextUtr()) =>
    request(t.server)
      .post('/api/user/confirm-payment')
      .set('token', token)
      .send({ appointmentId, name: 'Asha Verma', transactionId })
      .expect(200);
  const decide = (id: string, verdict: 'approve' | 'reject') =>
    request(t.server)
      .post(`/api/admin/payments/${id}/${verdict}`)
      .set('token', staff)
      .send(verdict === 'reject' ? { reason: 'No such credit on our statement' } : {});
  /** A booked, paid-for and approved appointment of Asha's. */
  const paidAppointment = async (patientId?: string): Promise<string> => {
    const id = await newAppointment(asha, patientId);
    await confirm(asha, id);
    await decide(id, 'approve').expect(200);
    return id;
  };
  const patientReceipt = (token: string, id: string) =>
    request(t.server)
      .get(`/api/user/appointments/${id}/receipt`)
      .set('token', token)
      .buffer(true)
      .parse(binary);
  const staffReceipt = (token: string, id: string) =>
    request(t.server).get(`/api/admin/payments/${id}/receipt`).set('token', token).buffer(true).parse(binary);
  const shownTo = async (token: string, id: string): Promise<Appointment> => {
    const res = await request(t.server).get('/api/user/appointments').set('token', token).expect(200);
    return (res.body.appointments as Appointment[]).find((a) => a._id === id)!;
  };
  const receiptNumberOf = async (id: string) => (await shownTo(asha, id)).paymentProof!.receiptNumber;
  const serialOf = (number: string) => Number(number.split('/')[2]);
  /** The error answer of a refused download, which is JSON like every other refusal. */
  const errorOf = (res: request.Response) => JSON.parse((res.body as Buffer).toString('utf8'));
  const counter = async (): Promise<number> => {
    const [row] = await t.connection.db
      .select()
      .from(receiptCounters)
      .where(eq(receiptCounters.financialYear, financialYear(clock.now())));
    return row?.lastNumber ?? 0;
  };

  beforeAll(async () => {
    await catcher.start();
    clock.setTo(istInstant(monday, '09:00'));
    t = await startTestApp({ ...seededWithStaff(catcher), CENTRE_EMAIL }, { clock });
    asha = (await signUp(t, catcher, 'asha@example.org', 'Asha Verma')).token;
    ravi = (await signUp(t, catcher, 'ravi@example.org', 'Ravi Kumar')).token;
    staff = (await request(t.server).post('/api/admin/login').send(STAFF).expect(200)).body.token;
    doctor = (await listDoctors(t)).find((d) => d.fees === 800 && d.available)!;
    // The demo blocks a few of this doctor's times on a coming day, which some weeks is
    // Tuesday: the bookings here need the whole day open, whatever day the suite runs.
    await request(t.server)
      .put(`/api/admin/doctors/${doctor._id}/blocked-slots`)
      .set('token', staff)
      .send({ blockedSlots: [] })
      .expect(200);
    const member = await request(t.server)
      .post('/api/user/family-members')
      .set('token', asha)
      .send({
        name: 'Aarav Verma',
        relation: 'child',
        dob: '2016-04-21',
        gender: 'Male',
        guardianConsent: true,
      })
      .expect(201);
    aaravId = member.body.member._id as string;
  });
  // Each test is a minute later, so per-minute rate limits start afresh.
  beforeEach(() => clock.advance(61_000));
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('numbers an approved payment and shows the number to the patient and on the staff row', async () => {
    const id = await newAppointment(asha);
    await confirm(asha, id);
    expect((await shownTo(asha, id)).paymentProof!.receiptNumber).toBeNull();
    await decide(id, 'approve').expect(200);

    const number = await receiptNumberOf(id);
    expect(number).toMatch(RECEIPT_NUMBER_PATTERN);
    expect(number!.split('/')[1]).toBe(financialYear(clock.now()));
    const rows = await request(t.server)
      .get('/api/admin/payments?status=accepted')
      .set('token', staff)
      .expect(200);
    const row = (rows.body.payments as StaffPaymentRow[]).find((p) => p.appointmentId === id);
    expect(row?.receiptNumber).toBe(number);
  });

  it('answers the paid appointment’s receipt as a PDF download with everything a receipt states', async () => {
    const id = await paidAppointment(aaravId);
    const number = (await receiptNumberOf(id))!;
    const res = await patientReceipt(asha, id).expect(200);

    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${number.replaceAll('/', '-')}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(res.body as Buffer);
    for (const part of [
      'Umang Child & Mental Health Rehabilitation Centre',
      'Plot 21, Sector 40, Gurugram, Haryana 122003',
      '+91 98100 12345',
      CENTRE_EMAIL,
      'Payment receipt',
      number,
      // Issued on Monday, IST, the day staff approved it.
      inWords(monday).split(', ')[1]!,
      'Asha Verma',
      'Aarav Verma',
      doctor.name,
      doctor.speciality,
      `${inWords(tuesday)} at 10:30 am IST`,
      'Rs. 800.00',
      'Rupees Eight Hundred Only',
      'UPI',
      String(utr),
      'This is a computer-generated receipt',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/Received from\s*Asha Verma/);
    expect(text).toMatch(/Patient\s*Aarav Verma/);
  });

  it('keeps a receipt to its owner: another patient and an unknown id are not found', async () => {
    const id = await paidAppointment();
    const notFound = { success: false, code: 'appointment_not_found' };
    expect(errorOf(await patientReceipt(ravi, id).expect(404))).toMatchObject(notFound);
    expect(errorOf(await patientReceipt(asha, UNKNOWN_ID).expect(404))).toMatchObject(notFound);
    await request(t.server).get(`/api/user/appointments/${id}/receipt`).expect(401);
  });

  it('has no receipt before the payment is approved, nor after it is rejected', async () => {
    const id = await newAppointment(asha);
    expect(errorOf(await patientReceipt(asha, id).expect(409))).toMatchObject({ code: 'not_paid' });
    await confirm(asha, id);
    expect(errorOf(await patientReceipt(asha, id).expect(409))).toMatchObject({ code: 'not_paid' });
    expect(errorOf(await staffReceipt(staff, id).expect(409))).toMatchObject({ code: 'not_paid' });
    await decide(id, 'reject').expect(200);
    expect(errorOf(await patientReceipt(asha, id).expect(409))).toMatchObject({ code: 'not_paid' });
    expect((await shownTo(asha, id)).paymentProof).toMatchObject({ status: 'rejected', receiptNumber: null });
  });

  it('gives staff the same receipt, and keeps patients off the staff route', async () => {
    const id = await paidAppointment();
    const mine = await patientReceipt(asha, id).expect(200);
    const staffs = await staffReceipt(staff, id).expect(200);
    expect(staffs.headers['content-type']).toBe('application/pdf');
    expect(staffs.headers['content-disposition']).toBe(mine.headers['content-disposition']);
    expect(await pdfText(staffs.body as Buffer)).toBe(await pdfText(mine.body as Buffer));
    await staffReceipt(asha, id).expect(403);

    expect(errorOf(await staffReceipt(staff, UNKNOWN_ID).expect(404))).toMatchObject({
      code: 'appointment_not_found',
    });
    const unpaid = await newAppointment(ravi);
    expect(errorOf(await staffReceipt(staff, unpaid).expect(404))).toMatchObject({ code: 'proof_not_found' });
  });

  it('attaches the receipt PDF to the approval mail, and keeps no copy once sent', async () => {
    const id = await paidAppointment();
    const number = (await receiptNumberOf(id))!;
    const mail = await catcher.waitForMail(
      (m) => m.to.includes('asha@example.org') && m.text.includes(number),
    );
    expect(mail.subject).toMatch(/^Appointment confirmed/);
    expect(mail.text).toContain(`receipt ${number} is attached`);
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file).toMatchObject({
      filename: `receipt-${number.replaceAll('/', '-')}.pdf`,
      contentType: 'application/pdf',
    });
    expect(file!.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(file!.bytes);
    expect(text).toContain(number);
    expect(text).toContain('Rupees Eight Hundred Only');

    const rows = await eventually(
      () => t.connection.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'asha@example.org')),
      (all) => all.every((row) => row.sentAt instanceof Date),
    );
    for (const row of rows) expect(row.attachments).toEqual([]);
  });

  it('numbers two approvals one after the other', async () => {
    const first = await paidAppointment();
    const second = await paidAppointment();
    const [a, b] = [(await receiptNumberOf(first))!, (await receiptNumberOf(second))!];
    expect(serialOf(b)).toBe(serialOf(a) + 1);
  });

  it('gives a proof rejected, sent again and approved exactly one number', async () => {
    const before = await counter();
    const id = await newAppointment(asha);
    await confirm(asha, id);
    await decide(id, 'reject').expect(200);
    expect(await counter()).toBe(before);
    await confirm(asha, id);
    await decide(id, 'approve').expect(200);
    await decide(id, 'approve').expect(409);
    expect(await counter()).toBe(before + 1);
    expect(serialOf((await receiptNumberOf(id))!)).toBe(before + 1);
  });
});
