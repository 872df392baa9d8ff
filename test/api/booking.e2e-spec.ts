import { addDays, type Doctor, toDateKey } from '@umang/common';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { appointments } from '../../backend/src/appointments/appointments.table.js';
import { blockedSlots } from '../../backend/src/doctors/doctors.table.js';
import { signUp } from './support/accounts.js';
import { book, istInstant, listDoctors, nextWeekday } from './support/booking.js';
import { FakeClock } from './support/fake-clock.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { dayTotalsDrift } from './support/day-stats.js';

const WEDNESDAY = 3;

describe('booking a slot', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  let t: TestApp;
  let doctor: Doctor;
  let unavailable: Doctor;
  const tokens: string[] = [];
  // "Today" is a Wednesday at 12:10 in India: 10:00–12:00 have passed, 12:30 has not.
  const today = nextWeekday(new Date(), WEDNESDAY);
  const key = (days: number) => toDateKey(addDays(today, days));

  beforeAll(async () => {
    await catcher.start();
    clock.setTo(istInstant(today, '12:10'));
    t = await startTestApp({ SMTP_URL: catcher.url, SEED_DEMO: 'true' }, { clock });
    for (let i = 0; i < 5; i++) tokens.push((await signUp(t, catcher, `patient${i}@example.org`)).token);
    const doctors = await listDoctors(t);
    doctor = doctors.find((d) => d.available && d.blockedSlots.length === 0)!;
    unavailable = doctors.find((d) => !d.available)!;
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it.each([
    [
      'a Sunday',
      () => ({ slotDate: key(4), slotTime: '10:00' }),
      400,
      'Appointments are not available on Sundays',
      'slot_sunday',
    ],
    [
      'a slot that has passed today',
      () => ({ slotDate: key(0), slotTime: '10:00' }),
      400,
      'This time slot has already passed',
      'slot_past',
    ],
    [
      'an off-grid time',
      () => ({ slotDate: key(1), slotTime: '10:15' }),
      400,
      'Please choose a valid time slot',
      'slot_invalid_time',
    ],
    [
      'a lunch-hour time',
      () => ({ slotDate: key(1), slotTime: '13:30' }),
      400,
      'Please choose a valid time slot',
      'slot_invalid_time',
    ],
    [
      'a date beyond the window',
      () => ({ slotDate: key(20), slotTime: '10:00' }),
      400,
      'This date is not open for booking yet',
      'slot_not_open',
    ],
    [
      'a malformed date',
      () => ({ slotDate: '2027-01-05', slotTime: '10:00' }),
      400,
      'Please choose a valid date',
      'slot_invalid_date',
    ],
  ])('refuses %s with a clear message', async (_name, slot, status, message, code) => {
    const res = await book(t, tokens[0]!, { docId: doctor._id, ...slot() }).expect(status);
    expect(res.body).toEqual({ success: false, message, code });
  });

  it('refuses a slot staff have blocked', async () => {
    await t.connection.db.insert(blockedSlots).values({
      doctorId: doctor._id,
      slotDate: key(1),
      slotTime: '11:00',
      startsAt: istInstant(addDays(today, 1), '11:00'),
    });
    const res = await book(t, tokens[0]!, { docId: doctor._id, slotDate: key(1), slotTime: '11:00' }).expect(
      400,
    );
    expect(res.body.message).toBe('The doctor is not available at this time');
  });

  it('refuses an unavailable doctor, an unknown doctor and a malformed id', async () => {
    const slot = { slotDate: key(1), slotTime: '10:00' };
    expect((await book(t, tokens[0]!, { docId: unavailable._id, ...slot }).expect(409)).body.message).toMatch(
      /not taking appointments/,
    );
    await book(t, tokens[0]!, { docId: '2b1c8f0e-7d6a-4c1e-9f0a-1234567890ab', ...slot }).expect(404);
    await book(t, tokens[0]!, { docId: 'not-a-uuid', ...slot }).expect(404);
  });

  it('books the slot still ahead today, accepts 12-hour input and charges the current fee', async () => {
    const today12 = await book(t, tokens[1]!, {
      docId: doctor._id,
      slotDate: key(0),
      slotTime: '12:30',
    }).expect(201);
    expect(today12.body).toMatchObject({ success: true, message: expect.any(String) });
    await book(t, tokens[1]!, { docId: doctor._id, slotDate: key(1), slotTime: '3:30 pm' }).expect(201);
    const list = (await request(t.server).get('/api/user/appointments').set('token', tokens[1]!).expect(200))
      .body;
    expect(list.appointments.map((a: { slotTime: string }) => a.slotTime)).toEqual(['12:30', '15:30']);
    expect(list.appointments[1]).toMatchObject({
      docId: doctor._id,
      docData: {
        name: doctor.name,
        image: doctor.image,
        speciality: doctor.speciality,
        address: doctor.address,
      },
      slotDate: key(1),
      amount: doctor.fees,
      payment: false,
      isCompleted: false,
      cancelled: false,
      paymentProof: null,
      startsAt: expect.stringMatching(/T15:30:00\+05:30$/),
    });
    const shown = (await listDoctors(t)).find((d) => d._id === doctor._id)!;
    expect(shown.slots_booked[key(1)]).toContain('15:30');
  });

  it('lets exactly one of 50 parallel bookings of one slot through', async () => {
    const slot = { docId: doctor._id, slotDate: key(2), slotTime: '16:00' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book(t, tokens[i % tokens.length]!, slot)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // Everyone else is told the slot is taken, except that the winner's own later
    // tries, counted after the win, may find the winner at the unpaid-appointments limit.
    const winner = statuses.indexOf(201) % tokens.length;
    const others = statuses
      .map((status, i) => ({ status, same: i % tokens.length === winner }))
      .filter(({ status }) => status !== 201);
    expect(others.filter(({ status, same }) => !(status === 409 || (same && status === 429)))).toEqual([]);
    expect(others.filter(({ same }) => !same).every(({ status }) => status === 409)).toBe(true);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('Slot not available');
    const rows = await t.connection.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.doctorId, doctor._id), eq(appointments.slotDate, key(2))));
    expect(rows).toHaveLength(1);
  });

  it('frees a cancelled slot at once for someone else', async () => {
    const slot = { docId: doctor._id, slotDate: key(2), slotTime: '17:00' };
    const created = await book(t, tokens[2]!, slot).expect(201);
    await book(t, tokens[3]!, slot).expect(409);
    await request(t.server)
      .post('/api/user/cancel-appointment')
      .set('token', tokens[2]!)
      .send({ appointmentId: created.body.appointmentId })
      .expect(200);
    await book(t, tokens[3]!, slot).expect(201);
    const mine = (await request(t.server).get('/api/user/appointments').set('token', tokens[2]!)).body
      .appointments;
    expect(mine.find((a: { _id: string }) => a._id === created.body.appointmentId).cancelled).toBe(true);
  });

  it('keeps one patient from holding more than three unpaid appointments', async () => {
    // A patient of their own: the others may have won a slot in the race above.
    const { token } = await signUp(t, catcher, 'holder@example.org');
    for (const time of ['10:00', '10:30', '11:30']) {
      await book(t, token, { docId: doctor._id, slotDate: key(5), slotTime: time }).expect(201);
    }
    const fourth = await book(t, token, { docId: doctor._id, slotDate: key(5), slotTime: '12:00' }).expect(
      429,
    );
    expect(fourth.body.message).toMatch(/three|3 unpaid/);
  });

  it('counts parallel bookings by one patient one after another against that limit', async () => {
    const { token } = await signUp(t, catcher, 'rusher@example.org');
    const times = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
    const answers = await Promise.all(
      times.map((slotTime) => book(t, token, { docId: doctor._id, slotDate: key(6), slotTime })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    const held = await t.connection.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.doctorId, doctor._id), eq(appointments.slotDate, key(6))));
    expect(held).toHaveLength(3);
  });

  it("never shows or touches another patient's appointment", async () => {
    const theirs = await book(t, tokens[0]!, {
      docId: doctor._id,
      slotDate: key(6),
      slotTime: '18:30',
    }).expect(201);
    const id = theirs.body.appointmentId as string;
    const other = tokens[1]!;
    const list = (await request(t.server).get('/api/user/appointments').set('token', other)).body
      .appointments;
    expect(list.some((a: { _id: string }) => a._id === id)).toBe(false);
    await request(t.server)
      .post('/api/user/cancel-appointment')
      .set('token', other)
      .send({ appointmentId: id })
      .expect(404);
    await request(t.server).get(`/api/user/appointments/${id}/payment-qr`).set('token', other).expect(404);
    await request(t.server)
      .post('/api/user/confirm-payment')
      .set('token', other)
      .send({ appointmentId: id, name: 'X', transactionId: '123456789012' })
      .expect(404);
  });

  it('needs a token for every patient route', async () => {
    await request(t.server).get('/api/user/appointments').expect(401);
    await request(t.server).post('/api/user/book-appointment').send({}).expect(401);
    await request(t.server).post('/api/user/cancel-appointment').send({}).expect(401);
  });

  it("keeps the dashboard's day totals in step with every change above", async () => {
    expect(await dayTotalsDrift(t.connection)).toEqual([]);
  });
});
