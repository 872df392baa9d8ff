import { addDays, type Doctor, SLOT_TIMES, toDateKey } from '@umang/common';
import { and, eq } from 'drizzle-orm';
import { appointments } from '../../../backend/src/appointments/appointments.table.js';
import { MAX_HELD_APPOINTMENTS } from '../../../backend/src/appointments/appointments.service.js';
import { signUp } from '../support/accounts.js';
import { book, istInstant, listDoctors, nextWeekday } from '../support/booking.js';
import { FakeClock } from '../support/fake-clock.js';
import { SmtpCatcher } from '../support/smtp-catcher.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dayTotalsDrift } from '../support/day-stats.js';

const WEDNESDAY = 3;
const PATIENTS = 3;
const TRIES_EACH = 8;

/**
 * On PostgreSQL the bookings below run on many connections at once: the slot is
 * claimed first and the patient's hold count taken after, so this proves that the
 * claim order neither lets a patient past the unpaid-hold limit nor deadlocks two
 * bookings of one patient, while a shared slot still goes to exactly one of them.
 */
describe('parallel bookings on PostgreSQL', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  let t: TestApp;
  let doctor: Doctor;
  const today = nextWeekday(new Date(), WEDNESDAY);
  const key = (days: number) => toDateKey(addDays(today, days));

  beforeAll(async () => {
    await catcher.start();
    clock.setTo(istInstant(today, '12:10'));
    t = await startTestApp({ SMTP_URL: catcher.url, SEED_DEMO: 'true' }, { clock });
    doctor = (await listDoctors(t)).find((d) => d.available && d.blockedSlots.length === 0)!;
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('holds every patient to the limit and gives a shared slot to one, with no server error', async () => {
    const tokens: string[] = [];
    for (let p = 0; p < PATIENTS; p++) {
      tokens.push((await signUp(t, catcher, `racer${p}@example.org`)).token);
    }
    // Thursday, Friday and Saturday: a day of free slots for each patient, and Monday's first slot for all.
    const shared = { docId: doctor._id, slotDate: key(5), slotTime: '10:00' };
    const answers = await Promise.all(
      tokens.flatMap((token, p) => [
        book(t, token, shared),
        ...SLOT_TIMES.slice(0, TRIES_EACH).map((slotTime) =>
          book(t, token, { docId: doctor._id, slotDate: key(1 + p), slotTime }),
        ),
      ]),
    );

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => ![201, 409, 429].includes(s))).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(PATIENTS * MAX_HELD_APPOINTMENTS);
    const live = await t.connection.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.doctorId, doctor._id), eq(appointments.cancelled, false)));
    const perPatient = new Map<string, number>();
    for (const row of live) perPatient.set(row.userId, (perPatient.get(row.userId) ?? 0) + 1);
    expect([...perPatient.values()]).toEqual(Array(PATIENTS).fill(MAX_HELD_APPOINTMENTS));
    expect(live.filter((row) => row.slotDate === shared.slotDate)).toHaveLength(1);
  });

  it("keeps the dashboard's day totals in step with every change above", async () => {
    expect(await dayTotalsDrift(t.connection)).toEqual([]);
  });
});
