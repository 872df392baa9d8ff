import { eq } from 'drizzle-orm';
import { UnitOfWork } from '../database/unit-of-work.js';
import { type BookingServices, openBookingServices } from '../testing/booking-services.js';
import { appointments } from './appointments.table.js';
import { RescheduleRepository } from './reschedule.repository.js';

/** Monday 3 March 2031, 08:00 in India. */
const NOW = new Date('2031-03-03T02:30:00Z');
const TUESDAY = '4_3_2031';
const at = (time: string) => new Date(`2031-03-04T${time}:00+05:30`);

describe('RescheduleRepository on a real database', () => {
  let s: BookingServices;
  let unit: UnitOfWork;
  const repository = new RescheduleRepository();
  let doctorId: string;
  let userId: string;

  const insert = async (slotTime: string) => {
    const [row] = await s.connection.db
      .insert(appointments)
      .values({ userId, doctorId, slotDate: TUESDAY, slotTime, startsAt: at(slotTime), amount: 500 })
      .returning();
    return row!;
  };
  const rowOf = async (id: string) =>
    (await s.connection.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

  beforeAll(async () => {
    s = await openBookingServices(NOW);
    unit = new UnitOfWork(s.connection);
    doctorId = await s.addDoctor();
    userId = await s.addPatient('asha@umang.example');
  });
  afterAll(() => s.close());

  it('moves in place, raising the sequence, counting a patient move and clearing the reminder mark', async () => {
    const booked = await insert('10:00');
    await s.connection.db
      .update(appointments)
      .set({ reminderSentAt: NOW })
      .where(eq(appointments.id, booked.id));
    const to = { slotDate: TUESDAY, slotTime: '11:00', startsAt: at('11:00') };
    await unit.run((tx) => repository.move(tx, booked.id, to, { byPatient: true, now: NOW }));
    expect(await rowOf(booked.id)).toMatchObject({
      ...to,
      sequence: 1,
      rescheduleCount: 1,
      reminderSentAt: null,
      updatedAt: NOW,
    });
    const later = { slotDate: TUESDAY, slotTime: '11:30', startsAt: at('11:30') };
    await unit.run((tx) => repository.move(tx, booked.id, later, { byPatient: false, now: NOW }));
    expect(await rowOf(booked.id)).toMatchObject({ ...later, sequence: 2, rescheduleCount: 1 });
  });

  it("answers 'taken' for a live appointment's slot, undoes only the move, and lets the transaction go on", async () => {
    const mine = await insert('15:00');
    const theirs = await insert('15:30');
    const outcome = await unit.run(async (tx) => {
      const moved = await repository.move(
        tx,
        mine.id,
        { slotDate: TUESDAY, slotTime: '15:30', startsAt: at('15:30') },
        { byPatient: true, now: NOW },
      );
      // The savepoint kept the transaction usable after the refused write.
      return { moved, locked: await repository.lock(tx, mine.id) };
    });
    expect(outcome.moved).toBe('taken');
    expect(outcome.locked).toMatchObject({ slotTime: '15:00', rescheduleCount: 0 });
    expect(await rowOf(mine.id)).toMatchObject({ slotTime: '15:00', sequence: 0, rescheduleCount: 0 });
    expect(await rowOf(theirs.id)).toMatchObject({ slotTime: '15:30' });
  });

  it("takes a cancelled appointment's slot: only live appointments hold one", async () => {
    const gone = await insert('16:00');
    await s.connection.db.update(appointments).set({ cancelled: true }).where(eq(appointments.id, gone.id));
    const mine = await insert('16:30');
    const moved = await unit.run((tx) =>
      repository.move(
        tx,
        mine.id,
        { slotDate: TUESDAY, slotTime: '16:00', startsAt: at('16:00') },
        { byPatient: true, now: NOW },
      ),
    );
    expect(moved).toBe('moved');
  });
});
