import { addDays, bookableDays, type Doctor, istToday, slotStart, toDateKey } from '@umang/common';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { appointments } from '../../backend/src/appointments/appointments.table.js';
import { isUniqueViolation } from '../../backend/src/database/postgres-errors.js';
import { blockedSlots, doctors } from '../../backend/src/doctors/doctors.table.js';
import { SeedService } from '../../backend/src/seed/seed.service.js';
import { users } from '../../backend/src/users/users.table.js';
import { eventually } from './support/eventually.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const DOCTOR_FIELDS = [
  '_id',
  'about',
  'address',
  'available',
  'blockedSlots',
  'degree',
  'experience',
  'fees',
  'image',
  'name',
  'slots_booked',
  'speciality',
].sort();

describe('GET /api/doctor/list', () => {
  let t: TestApp;
  let patientId: string;

  const list = async (): Promise<Doctor[]> => {
    const res = await request(t.server).get('/api/doctor/list').expect(200);
    expect(res.body.success).toBe(true);
    return res.body.doctors as Doctor[];
  };

  /** A booking written straight to the table: the booking API arrives in a later issue. */
  const insertAppointment = async (doctor: Doctor, slotDate: string, slotTime: string, cancelled = false) => {
    const [row] = await t.connection.db
      .insert(appointments)
      .values({
        userId: patientId,
        doctorId: doctor._id,
        slotDate,
        slotTime,
        startsAt: slotStart(slotDate, slotTime) as Date,
        amount: doctor.fees,
        cancelled,
      })
      .returning();
    return row!;
  };

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
    const [patient] = await t.connection.db
      .insert(users)
      .values({ email: 'asha@example.org', passwordHash: 'x', name: 'Asha' })
      .returning();
    patientId = patient!.id;
  });
  afterAll(() => t.close());

  it('lists the twelve demo doctors with exactly the public fields', async () => {
    const doctors = await list();
    expect(doctors).toHaveLength(12);
    for (const doctor of doctors) {
      expect(Object.keys(doctor).sort()).toEqual(DOCTOR_FIELDS);
      expect(Object.keys(doctor.address).sort()).toEqual(['line1', 'line2']);
      expect(doctor.fees).toBeGreaterThan(0);
      expect(doctor.image).toMatch(/^\/assets\/doctors\/[a-z-]+\.svg$/);
    }
    const specialities = new Set(doctors.map((d) => d.speciality));
    expect([...specialities]).toEqual(
      expect.arrayContaining(['Psychiatrist', 'Pediatrician', 'Psychologist']),
    );
    expect(doctors.filter((d) => !d.available).length).toBeGreaterThanOrEqual(1);
    expect(doctors.some((d) => d.blockedSlots.length > 0)).toBe(true);
  });

  it('answers the same JSON bytes until the list changes, then the change at once', async () => {
    const first = await request(t.server).get('/api/doctor/list').expect(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    // The second answer comes from memory: same bytes, same headers.
    const again = await request(t.server).get('/api/doctor/list').expect(200);
    expect(again.text).toBe(first.text);
    expect(again.text).toBe(JSON.stringify(first.body));
    for (const header of ['content-type', 'content-security-policy', 'strict-transport-security']) {
      expect({ header, value: again.headers[header] }).toEqual({ header, value: first.headers[header] });
    }

    // Written behind the API's back, as another instance or an operator would: the
    // database announces the change and the kept copy is dropped.
    const [doctor] = first.body.doctors as Doctor[];
    await t.connection.db
      .update(doctors)
      .set({ about: 'Sees children on Saturdays too.' })
      .where(eq(doctors.id, doctor!._id));
    const changed = await eventually(list, (all) => all[0]!.about === 'Sees children on Saturdays too.');
    expect(changed[0]!.about).toBe('Sees children on Saturdays too.');
  });

  it('serves each doctor portrait as an SVG under /assets', async () => {
    for (const doctor of await list()) {
      const res = await request(t.server).get(doctor.image).expect(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('does not seed twice into a database that already has doctors', async () => {
    await t.app.get(SeedService).seedDemo();
    expect(await list()).toHaveLength(12);
  });

  it('derives slots_booked from live appointments only', async () => {
    const [doctor] = await list();
    const [firstDay] = bookableDays({ slotsBooked: {}, blockedSlots: [] }, new Date());
    const yesterday = toDateKey(addDays(istToday(new Date()), -1));
    await insertAppointment(doctor!, firstDay!.dateKey, '18:00');
    const cancelled = await insertAppointment(doctor!, firstDay!.dateKey, '18:30', true);
    await insertAppointment(doctor!, yesterday, '10:00');

    // Written behind the API's back: the kept list is dropped when the database's notice arrives.
    const shownOf = async () => (await list()).find((d) => d._id === doctor!._id)!;
    let shown = await eventually(shownOf, (d) => d.slots_booked[firstDay!.dateKey] !== undefined);
    expect(shown.slots_booked).toEqual({ [firstDay!.dateKey]: ['18:00'] });

    await t.connection.db
      .update(appointments)
      .set({ cancelled: false })
      .where(eq(appointments.id, cancelled.id));
    shown = await eventually(shownOf, (d) => d.slots_booked[firstDay!.dateKey]?.length === 2);
    expect(shown.slots_booked[firstDay!.dateKey]).toEqual(['18:00', '18:30']);
  });

  it('lets the database refuse a second live appointment for the same slot', async () => {
    const [, doctor] = await list();
    const [day] = bookableDays({ slotsBooked: {}, blockedSlots: [] }, new Date());
    await insertAppointment(doctor!, day!.dateKey, '12:30');
    const refusal: unknown = await insertAppointment(doctor!, day!.dateKey, '12:30').catch((error) => error);
    expect(isUniqueViolation(refusal, 'appointments_live_slot_key')).toBe(true);
    // A cancelled appointment does not hold the slot.
    await expect(insertAppointment(doctor!, day!.dateKey, '12:30', true)).resolves.toBeDefined();
  });

  it('shows blocked slots from today on, grouped by date', async () => {
    const doctor = (await list())[2]!;
    const yesterday = toDateKey(addDays(istToday(new Date()), -1));
    const days = bookableDays({ slotsBooked: {}, blockedSlots: [] }, new Date());
    const rows = [
      { date: yesterday, time: '11:00' },
      { date: days[5]!.dateKey, time: '11:00' },
      { date: days[5]!.dateKey, time: '11:30' },
    ].map(({ date, time }) => ({
      doctorId: doctor._id,
      slotDate: date,
      slotTime: time,
      startsAt: slotStart(date, time) as Date,
    }));
    await t.connection.db.insert(blockedSlots).values(rows);
    // Written behind the API's back: the kept list is dropped when the database's notice arrives.
    const shown = await eventually(
      async () => (await list()).find((d) => d._id === doctor._id)!,
      (d) => d.blockedSlots.length > 0,
    );
    expect(shown.blockedSlots).toContainEqual({ date: days[5]!.dateKey, times: ['11:00', '11:30'] });
    expect(shown.blockedSlots.find((b) => b.date === yesterday)).toBeUndefined();
  });
});
