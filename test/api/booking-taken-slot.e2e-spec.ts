import { bookableDays, type Doctor } from '@umang/common';
import { signUp } from './support/accounts.js';
import { book, listDoctors } from './support/booking.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('a booking of a slot already taken', () => {
  const catcher = new SmtpCatcher();
  let t: TestApp;
  let doctor: Doctor;

  beforeAll(async () => {
    await catcher.start();
    // One booking a day per account, so the second request meets the limit unless it is answered first.
    t = await startTestApp({ SMTP_URL: catcher.url, SEED_DEMO: 'true', RATE_LIMITS: 'bookingsByAccount=1' });
    doctor = (await listDoctors(t)).find((d) => d.available)!;
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('is answered as taken before the booking limits count, and costs nothing', async () => {
    const [day] = bookableDays(
      { slotsBooked: doctor.slots_booked, blockedSlots: doctor.blockedSlots },
      new Date(),
    ).slice(1);
    const [first, second] = day!.slots as [string, string];
    const slot = (slotTime: string) => ({ docId: doctor._id, slotDate: day!.dateKey, slotTime });
    const { token } = await signUp(t, catcher, 'early@example.org');
    const { token: other } = await signUp(t, catcher, 'late@example.org');

    await book(t, token, slot(first)).expect(201);
    // The account has used its one booking: the taken slot still answers as taken…
    const again = await book(t, token, slot(first)).expect(409);
    expect(again.body).toEqual({ success: false, message: 'Slot not available', code: 'slot_unavailable' });
    // …while a free slot meets the limit.
    expect((await book(t, token, slot(second))).status).toBe(429);

    // Another family's tries at the taken slot leave its one booking for a free one.
    for (let i = 0; i < 3; i++) await book(t, other, slot(first)).expect(409);
    await book(t, other, slot(second)).expect(201);
  });

  it('is judged in full when the body is not a plain booking', async () => {
    const { token } = await signUp(t, catcher, 'extra@example.org');
    const taken = (await listDoctors(t)).find((d) => d._id === doctor._id)!.slots_booked;
    const [slotDate, times] = Object.entries(taken)[0]!;
    // An unknown field is refused by validation, whether or not the slot is free.
    const res = await book(t, token, { docId: doctor._id, slotDate, slotTime: times[0]!, note: 'hi' });
    expect(res.status).toBe(400);
  });
});
