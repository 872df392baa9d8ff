import { SLOT_TIMES } from '@umang/common';
import { and, eq, inArray } from 'drizzle-orm';
import { appointments } from '../../../backend/src/appointments/appointments.table.js';
import { users } from '../../../backend/src/users/users.table.js';
import type { SignedUp } from '../support/accounts.js';
import { book } from '../support/booking.js';
import { RescheduleFixture } from '../support/reschedule.js';
import { dayTotalsDrift } from '../support/day-stats.js';

const MOVERS = 50;
const PER_PATIENT = 5;
const BOOKING_RACES = 5;
const SWAPS = 3;

/**
 * On PostgreSQL the moves below run on many connections at once: the unique
 * live-slot index alone decides who gets a slot, whether the others are moves or a
 * new booking, and every loser is left exactly as it was.
 */
describe('parallel moves on PostgreSQL', () => {
  const f = new RescheduleFixture();
  const rowsOf = (ids: string[]) =>
    f.t.connection.db.select().from(appointments).where(inArray(appointments.id, ids));
  const liveAt = (slotDate: string, slotTime: string) =>
    f.t.connection.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, f.doctor._id),
          eq(appointments.slotDate, slotDate),
          eq(appointments.slotTime, slotTime),
          eq(appointments.cancelled, false),
        ),
      );
  /** Appointments stored as booking stores them, spread over the free slots of days 1 to 4. */
  const seed = async (patient: SignedUp, userId: string, slots: { day: number; time: string }[]) => {
    const rows = await f.t.connection.db
      .insert(appointments)
      .values(
        slots.map(({ day, time }) => ({
          userId,
          doctorId: f.doctor._id,
          slotDate: f.day(day),
          slotTime: time,
          startsAt: f.at(day, time),
          amount: f.doctor.fees,
        })),
      )
      .returning();
    return rows.map((row) => ({ patient, row }));
  };
  const userIdOf = async (patient: SignedUp) => {
    const [row] = await f.t.connection.db.select().from(users).where(eq(users.email, patient.email));
    return row!.id;
  };

  beforeAll(() =>
    f.start({ RATE_LIMITS: 'signupCode=200,signupCodeHourly=200,register=200,accountsCreated=200' }),
  );
  afterAll(() => f.close());

  it(`gives one slot to exactly one of ${MOVERS} moves into it; the others are untouched`, async () => {
    const free = [1, 2, 3, 4].flatMap((day) => SLOT_TIMES.map((time) => ({ day, time })));
    const movers: Awaited<ReturnType<typeof seed>> = [];
    for (let p = 0; p < MOVERS / PER_PATIENT; p++) {
      const patient = await f.newPatient();
      movers.push(...(await seed(patient, await userIdOf(patient), free.splice(0, PER_PATIENT))));
    }
    const target = { slotDate: f.day(5), slotTime: '10:00' };
    const answers = await Promise.all(
      movers.map(({ patient, row }) => f.reschedule(patient, { appointmentId: row.id, ...target })),
    );

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(MOVERS - 1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'slot_unavailable')).toBe(
      true,
    );
    const winner = movers[statuses.indexOf(200)]!.row.id;
    expect((await liveAt(target.slotDate, target.slotTime)).map((row) => row.id)).toEqual([winner]);
    const before = new Map(movers.map(({ row }) => [row.id, row]));
    for (const row of await rowsOf(movers.map((m) => m.row.id))) {
      if (row.id !== winner) expect(row).toEqual(before.get(row.id));
    }
  });

  it('settles a move racing a new booking for the same slot: one wins, the loser is unchanged', async () => {
    for (let round = 0; round < BOOKING_RACES; round++) {
      const mover = await f.newPatient();
      const booker = await f.newPatient();
      const [seeded] = await seed(mover, await userIdOf(mover), [{ day: 0, time: SLOT_TIMES[6 + round]! }]);
      const before = seeded!.row;
      // Saturday's morning after the first slot, which the test above gave away.
      const target = { slotDate: f.day(5), slotTime: SLOT_TIMES[1 + round]! };
      const [moved, booked] = await Promise.all([
        f.reschedule(mover, { appointmentId: before.id, ...target }),
        book(f.t, booker.token, { docId: f.doctor._id, ...target }),
      ]);

      const won = { moved: moved.status === 200, booked: booked.status === 201 };
      expect(won.moved !== won.booked).toBe(true);
      const loser = won.moved ? booked : moved;
      expect(loser.status).toBe(409);
      expect(loser.body.code).toBe('slot_unavailable');
      const live = await liveAt(target.slotDate, target.slotTime);
      expect(live).toHaveLength(1);
      const [after] = await rowsOf([before.id]);
      if (won.moved) {
        expect(live[0]!.id).toBe(before.id);
      } else {
        expect(live[0]!.userId).not.toBe(before.userId);
        expect(after).toEqual(before);
      }
    }
  });

  // Each target is held when the other move reads the schedule, so both are refused before
  // either takes a lock: two moves never wait on each other in a cycle.
  it('refuses two appointments swapping slots at once, both left where they were, with no server error', async () => {
    for (let round = 0; round < SWAPS; round++) {
      const [asha, ravi] = [await f.newPatient(), await f.newPatient('Ravi Kumar')];
      const time = (n: number) => SLOT_TIMES[8 + ((2 * round + n) % 6)]!;
      const [a] = await seed(asha, await userIdOf(asha), [{ day: 4, time: time(0) }]);
      const [b] = await seed(ravi, await userIdOf(ravi), [{ day: 4, time: time(1) }]);
      const answers = await Promise.all([
        f.reschedule(asha, { appointmentId: a!.row.id, slotDate: f.day(4), slotTime: time(1) }),
        f.reschedule(ravi, { appointmentId: b!.row.id, slotDate: f.day(4), slotTime: time(0) }),
      ]);
      expect(answers.map((res) => [res.status, res.body.code])).toEqual([
        [409, 'slot_unavailable'],
        [409, 'slot_unavailable'],
      ]);
      expect(await rowsOf([a!.row.id, b!.row.id])).toEqual(expect.arrayContaining([a!.row, b!.row]));
      // Free the afternoon for the next round.
      await f.t.connection.db
        .update(appointments)
        .set({ cancelled: true })
        .where(inArray(appointments.id, [a!.row.id, b!.row.id]));
    }
  });

  it("keeps the dashboard's day totals in step with every change above", async () => {
    expect(await dayTotalsDrift(f.t.connection)).toEqual([]);
  });
});
