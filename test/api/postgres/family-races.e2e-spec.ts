import {
  addDays,
  type Doctor,
  type FamilyMember,
  MAX_FAMILY_MEMBERS,
  SLOT_TIMES,
  toDateKey,
} from '@umang/common';
import { and, eq, isNotNull } from 'drizzle-orm';
import request from 'supertest';
import { appointments } from '../../../backend/src/appointments/appointments.table.js';
import { familyMembers } from '../../../backend/src/family/family-members.table.js';
import { signUp } from '../support/accounts.js';
import { book, istInstant, listDoctors, nextWeekday } from '../support/booking.js';
import { FakeClock } from '../support/fake-clock.js';
import { SmtpCatcher } from '../support/smtp-catcher.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const MONDAY = 1;
const ROUNDS = 4;
const CHILD = { relation: 'child', dob: '2016-04-21', gender: 'Male', guardianConsent: true };

/**
 * On PostgreSQL these requests run on several connections at once. Booking, adding and
 * removing a member all take the account's lock before they look, so a person never
 * ends up with two visits at one time, a removed member with a visit ahead, or an
 * account with more members than allowed.
 */
describe('family members under parallel requests on PostgreSQL', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  const monday = nextWeekday(new Date(), MONDAY);
  const day = (n: number) => toDateKey(addDays(monday, n));
  let t: TestApp;
  let doctors: Doctor[];
  let token: string;

  const addMember = async (name: string) =>
    (
      await request(t.server)
        .post('/api/user/family-members')
        .set('token', token)
        .send({ ...CHILD, name })
        .expect(201)
    ).body.member as FamilyMember;
  const cancel = (appointmentId: string) =>
    request(t.server)
      .post('/api/user/cancel-appointment')
      .set('token', token)
      .send({ appointmentId })
      .expect(200);

  beforeAll(async () => {
    await catcher.start();
    clock.setTo(istInstant(monday, '09:00'));
    t = await startTestApp({ SMTP_URL: catcher.url, SEED_DEMO: 'true' }, { clock });
    doctors = (await listDoctors(t)).filter((d) => d.available && d.blockedSlots.length === 0).slice(0, 2);
    token = (await signUp(t, catcher, 'racing.parent@example.org')).token;
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('books one member at one time once, when two doctors are asked at the same moment', async () => {
    const aarav = await addMember('Aarav Verma');
    for (let round = 0; round < ROUNDS; round++) {
      const slot = { slotDate: day(1), slotTime: SLOT_TIMES[round]!, patientId: aarav._id };
      const answers = await Promise.all(doctors.map((d) => book(t, token, { ...slot, docId: d._id })));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)!.body.code).toBe('patient_busy');
      const live = await t.connection.db
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.patientId, aarav._id),
            eq(appointments.startsAt, istInstant(addDays(monday, 1), slot.slotTime)),
            eq(appointments.cancelled, false),
          ),
        );
      expect(live).toHaveLength(1);
      // Frees the unpaid hold, so the next round is about the race alone.
      await cancel(answers.find((a) => a.status === 201)!.body.appointmentId as string);
    }
  });

  it('never leaves a removed member with a visit ahead when the removal and a booking race', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const member = await addMember(`Racer ${round}`);
      const [booking, removal] = await Promise.all([
        book(t, token, {
          docId: doctors[0]!._id,
          slotDate: day(2),
          slotTime: SLOT_TIMES[round]!,
          patientId: member._id,
        }),
        request(t.server).delete(`/api/user/family-members/${member._id}`).set('token', token),
      ]);
      const outcome = `${booking.status}/${removal.status}`;
      expect(['201/409', '404/200']).toContain(outcome);
      if (booking.status === 201) await cancel(booking.body.appointmentId as string);
    }
    const bookedForRemoved = await t.connection.db
      .select({ id: appointments.id })
      .from(appointments)
      .innerJoin(familyMembers, eq(familyMembers.id, appointments.patientId))
      .where(and(isNotNull(familyMembers.removedAt), eq(appointments.cancelled, false)));
    expect(bookedForRemoved).toEqual([]);
  });

  it(`adds at most ${MAX_FAMILY_MEMBERS} members when many are added at once`, async () => {
    const other = (await signUp(t, catcher, 'busy.parent@example.org')).token;
    const answers = await Promise.all(
      Array.from({ length: MAX_FAMILY_MEMBERS + 4 }, (_, i) =>
        request(t.server)
          .post('/api/user/family-members')
          .set('token', other)
          .send({ ...CHILD, name: `Child ${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_FAMILY_MEMBERS);
    expect(statuses.filter((s) => s !== 201)).toEqual([409, 409, 409, 409]);
    const listed = await request(t.server).get('/api/user/family-members').set('token', other).expect(200);
    expect(listed.body.members).toHaveLength(MAX_FAMILY_MEMBERS);
  });
});
