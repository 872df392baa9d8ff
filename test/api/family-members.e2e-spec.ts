import { SchedulerRegistry } from '@nestjs/schedule';
import {
  addDays,
  type Appointment,
  type Doctor,
  type FamilyMember,
  type FamilyMemberFields,
  MAX_FAMILY_MEMBERS,
  type StaffAppointment,
  type StaffPaymentRow,
  toDateKey,
} from '@umang/common';
import request from 'supertest';
import { signUp } from './support/accounts.js';
import { book, istInstant, listDoctors, nextWeekday } from './support/booking.js';
import { FakeClock } from './support/fake-clock.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { STAFF, seededWithStaff } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { dayTotalsDrift } from './support/day-stats.js';

const MONDAY = 1;
const PUBLISHED = [
  '_id',
  'allergy',
  'bloodGroup',
  'dob',
  'gender',
  'guardianConsent',
  'medicalCondition',
  'name',
  'relation',
];
/** A child: added with the parent's consent, which the answer then shows as given. */
const AARAV: FamilyMemberFields = {
  name: 'Aarav Verma',
  relation: 'child',
  dob: '2016-04-21',
  gender: 'Male',
  guardianConsent: true,
};
const NEHA: FamilyMemberFields = {
  name: 'Neha Verma',
  relation: 'spouse',
  dob: '1988-11-02',
  gender: 'Female',
};
const NOT_FOUND = { success: false, message: 'Family member not found', code: 'family_member_not_found' };

describe('family members, and booking for them', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  // "Today" is a Monday, 09:00 in India: every slot of the day is still ahead.
  const monday = nextWeekday(new Date(), MONDAY);
  const day = (n: number) => toDateKey(addDays(monday, n));
  let t: TestApp;
  let staff: string;
  /** Three doctors taking appointments, with nothing blocked. */
  let doctors: Doctor[];
  let asha: string;
  let ashaEmail: string;
  let aarav: FamilyMember;
  let neha: FamilyMember;
  let accounts = 0;

  const newAccount = (name: string) => signUp(t, catcher, `family${++accounts}@example.org`, name);
  const members = (token: string) => request(t.server).get('/api/user/family-members').set('token', token);
  const add = (token: string, body: object) =>
    request(t.server).post('/api/user/family-members').set('token', token).send(body);
  const edit = (token: string, id: string, body: object) =>
    request(t.server).patch(`/api/user/family-members/${id}`).set('token', token).send(body);
  const remove = (token: string, id: string) =>
    request(t.server).delete(`/api/user/family-members/${id}`).set('token', token);
  const addMember = async (token: string, fields: object) =>
    (await add(token, fields).expect(201)).body.member as FamilyMember;
  const listed = async (token: string) => (await members(token).expect(200)).body.members as FamilyMember[];
  const appointmentsOf = async (token: string) =>
    (await request(t.server).get('/api/user/appointments').set('token', token).expect(200)).body
      .appointments as Appointment[];
  /** Books and answers the new appointment's id, failing the test with the refusal otherwise. */
  const booked = async (token: string, body: Record<string, string>) => {
    const res = await book(t, token, body);
    if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.appointmentId as string;
  };
  const slot = (doctor: number, n: number, slotTime: string) => ({
    docId: doctors[doctor]!._id,
    slotDate: day(n),
    slotTime,
  });

  beforeAll(async () => {
    await catcher.start();
    clock.setTo(istInstant(monday, '09:00'));
    t = await startTestApp(seededWithStaff(catcher), { clock });
    // The tests move the clock over hours: a release of unpaid holds or a reminder in between would race them.
    await t.app.get(SchedulerRegistry).getCronJob('unpaid-holds').stop();
    await t.app.get(SchedulerRegistry).getCronJob('appointment-reminders').stop();
    staff = (await request(t.server).post('/api/admin/login').send(STAFF).expect(200)).body.token;
    doctors = (await listDoctors(t)).filter((d) => d.available && d.blockedSlots.length === 0).slice(0, 3);
    ({ token: asha, email: ashaEmail } = await newAccount('Asha Verma'));
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('adds members, lists them oldest first with exactly the published fields, and edits them', async () => {
    expect(await listed(asha)).toEqual([]);
    const res = await add(asha, { ...AARAV, bloodGroup: 'O+', allergy: ' Peanuts ' }).expect(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Family member added',
      member: {
        _id: expect.any(String),
        ...AARAV,
        bloodGroup: 'O+',
        allergy: 'Peanuts',
        medicalCondition: '',
      },
    });
    aarav = res.body.member as FamilyMember;
    expect(Object.keys(aarav).sort()).toEqual(PUBLISHED);
    neha = await addMember(asha, NEHA);
    expect((await listed(asha)).map((m) => m.name)).toEqual(['Aarav Verma', 'Neha Verma']);

    const edited = await edit(asha, aarav._id, { medicalCondition: 'Mild asthma', bloodGroup: '' }).expect(
      200,
    );
    expect(edited.body).toEqual({
      success: true,
      message: 'Family member updated',
      member: { ...aarav, medicalCondition: 'Mild asthma', bloodGroup: '' },
    });
    aarav = edited.body.member as FamilyMember;
    expect(await listed(asha)).toEqual([aarav, neha]);
  });

  it('refuses an edit with nothing in it', async () => {
    const res = await edit(asha, aarav._id, {}).expect(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Send at least one field to change',
      code: 'nothing_to_change',
    });
  });

  it.each([
    ['no name', { ...AARAV, name: undefined }],
    ['a blank name', { ...AARAV, name: '   ' }],
    ['a name over two lines', { ...AARAV, name: 'Aarav\nVerma' }],
    ['a relation not on the list', { ...AARAV, relation: 'cousin' }],
    ['no date of birth', { ...AARAV, dob: undefined }],
    ['a date of birth in the future', { ...AARAV, dob: '2999-01-01' }],
    ['a date that does not exist', { ...AARAV, dob: '2016-02-30' }],
    ['a gender not on the list', { ...AARAV, gender: 'Other' }],
    ['no gender', { ...AARAV, gender: undefined }],
    ['a blood group not on the list', { ...AARAV, bloodGroup: 'C+' }],
    ["a parent's consent that is not true or false", { ...AARAV, guardianConsent: 'yes' }],
    ['a field the form does not have', { ...AARAV, userId: '3f0a8d62-5c1e-4b7a-9d2e-1a2b3c4d5e6f' }],
  ])('refuses a new member with %s and adds nobody', async (_label, body) => {
    const res = await add(asha, body).expect(400);
    expect(res.body).toEqual({ success: false, message: expect.any(String), code: 'invalid' });
    expect(await listed(asha)).toEqual([aarav, neha]);
  });

  it.each([
    ['a blank name', { name: '' }],
    ['a null name', { name: null }],
    ['a relation not on the list', { relation: 'self' }],
    ['an empty date of birth', { dob: '' }],
    ['an empty gender', { gender: '' }],
    ['a removal mark', { removedAt: '2020-01-01T00:00:00Z' }],
  ])('refuses an edit with %s and changes nothing', async (_label, body) => {
    const res = await edit(asha, aarav._id, body).expect(400);
    expect(res.body).toEqual({ success: false, message: expect.any(String), code: 'invalid' });
    expect(await listed(asha)).toEqual([aarav, neha]);
  });

  it("answers another account's member, and a malformed id, as not found, and changes nothing", async () => {
    const { token: ravi } = await newAccount('Ravi Kumar');
    expect(await listed(ravi)).toEqual([]);
    expect((await edit(ravi, aarav._id, { name: 'Taken Over' }).expect(404)).body).toEqual(NOT_FOUND);
    expect((await remove(ravi, aarav._id).expect(404)).body).toEqual(NOT_FOUND);
    const res = await book(t, ravi, { ...slot(0, 1, '12:30'), patientId: aarav._id }).expect(404);
    expect(res.body).toEqual(NOT_FOUND);
    expect(await appointmentsOf(ravi)).toEqual([]);
    for (const id of ['abc', `${aarav._id}x`]) {
      expect((await edit(asha, id, { name: 'X' }).expect(404)).body).toEqual(NOT_FOUND);
      expect((await remove(asha, id).expect(404)).body).toEqual(NOT_FOUND);
    }
    expect(await listed(asha)).toEqual([aarav, neha]);
  });

  it('refuses a booking whose patientId is not an id at all', async () => {
    for (const patientId of ['abc', null, 42]) {
      const res = await book(t, asha, { ...slot(0, 1, '12:30'), patientId } as Record<string, string>);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid');
    }
  });

  it('books for a member: the appointment names them, and the mail to the parent says whose it is', async () => {
    const id = await booked(asha, { ...slot(0, 1, '10:00'), patientId: aarav._id });
    const shown = (await appointmentsOf(asha)).find((a) => a._id === id)!;
    expect(shown.patient).toEqual({ name: 'Aarav Verma', relation: 'child', gender: 'Male' });
    const mail = await catcher.waitForMail(
      (m) => m.to.includes(ashaEmail) && m.subject.startsWith('Appointment booked for Aarav Verma:'),
    );
    expect(mail.text).toContain('Dear Asha Verma,');
    expect(mail.text).toMatch(/Aarav Verma's appointment with .* is reserved/);
  });

  it('shows staff the member and the account holder, in the appointments and the payments lists', async () => {
    const [mine] = (await appointmentsOf(asha)).filter((a) => a.patient.name === 'Aarav Verma');
    await request(t.server)
      .post('/api/user/confirm-payment')
      .set('token', asha)
      .send({ appointmentId: mine!._id, name: 'Asha Verma', transactionId: '412345678901' })
      .expect(200);
    const account = { name: 'Asha Verma', email: ashaEmail, phone: '9876543210' };
    const patient = { name: 'Aarav Verma', relation: 'child', gender: 'Male' };

    const list = await request(t.server)
      .get(`/api/admin/appointments?date=${day(1)}&doctorId=${doctors[0]!._id}`)
      .set('token', staff)
      .expect(200);
    const row = (list.body.appointments as StaffAppointment[]).find((a) => a._id === mine!._id);
    expect(row).toMatchObject({ patient, account });

    const payments = await request(t.server)
      .get('/api/admin/payments?status=pending')
      .set('token', staff)
      .expect(200);
    const proof = (payments.body.payments as StaffPaymentRow[]).find((p) => p.appointmentId === mine!._id);
    expect(proof).toMatchObject({ patient, account, transactionId: '412345678901' });
  });

  describe('one family, several people', () => {
    let sunita: string;
    let diya: FamilyMember;
    let kabir: FamilyMember;

    beforeAll(async () => {
      ({ token: sunita } = await newAccount('Sunita Sharma'));
      diya = await addMember(sunita, {
        name: 'Diya Sharma',
        relation: 'child',
        dob: '2018-01-09',
        gender: 'Female',
        guardianConsent: true,
      });
      kabir = await addMember(sunita, {
        name: 'Kabir Sharma',
        relation: 'child',
        dob: '2014-06-30',
        gender: 'Male',
        guardianConsent: true,
      });
    });

    it('keeps one person to one visit at a time, while each of them may have a visit then', async () => {
      const diyaWithFirst = await booked(sunita, { ...slot(0, 2, '11:00'), patientId: diya._id });
      const twice = await book(t, sunita, { ...slot(1, 2, '11:00'), patientId: diya._id }).expect(409);
      expect(twice.body).toEqual({
        success: false,
        message: 'Diya Sharma already has an appointment at this time',
        code: 'patient_busy',
      });
      // The account holder is a person of their own: free at that time.
      await booked(sunita, slot(1, 2, '11:00'));
      const mineTwice = await book(t, sunita, slot(2, 2, '11:00')).expect(409);
      expect(mineTwice.body).toEqual({
        success: false,
        message: 'You already have an appointment at this time',
        code: 'patient_busy',
      });
      // Refused bookings took no slot: the third doctor is still free then.
      expect(
        (await listDoctors(t)).find((d) => d._id === doctors[2]!._id)!.slots_booked[day(2)],
      ).toBeUndefined();

      // A cancelled visit no longer keeps its person busy.
      await request(t.server)
        .post('/api/user/cancel-appointment')
        .set('token', sunita)
        .send({ appointmentId: diyaWithFirst })
        .expect(200);
      await booked(sunita, { ...slot(2, 2, '11:00'), patientId: diya._id });
      const shown = await appointmentsOf(sunita);
      expect(shown.filter((a) => !a.cancelled).map((a) => [a.patient.name, a.patient.relation])).toEqual([
        ['Sunita Sharma', 'self'],
        ['Diya Sharma', 'child'],
      ]);
    });

    it('counts the unpaid-hold limit for the whole account, whoever the visits are for', async () => {
      // Two unpaid visits are held already (Sunita's and Diya's); Kabir's is the third.
      await booked(sunita, { ...slot(0, 3, '10:00'), patientId: kabir._id });
      for (const body of [{ ...slot(0, 3, '10:30'), patientId: diya._id }, slot(0, 3, '11:00')]) {
        const res = await book(t, sunita, body).expect(429);
        expect(res.body).toMatchObject({ success: false, code: 'too_many_unpaid' });
      }
    });
  });

  it(`stops at ${MAX_FAMILY_MEMBERS} members per account, and makes room when one is removed`, async () => {
    const { token: meena } = await newAccount('Meena Iyer');
    const added: FamilyMember[] = [];
    for (let i = 1; i <= MAX_FAMILY_MEMBERS; i++) {
      added.push(await addMember(meena, { ...AARAV, name: `Child ${i}` }));
    }
    const ninth = await add(meena, { ...AARAV, name: 'Child 9' }).expect(409);
    expect(ninth.body).toEqual({
      success: false,
      message: `You can add up to ${MAX_FAMILY_MEMBERS} family members. Please remove one before adding another.`,
      code: 'family_limit',
    });
    expect(await listed(meena)).toHaveLength(MAX_FAMILY_MEMBERS);
    await remove(meena, added[0]!._id).expect(200);
    await addMember(meena, { ...AARAV, name: 'Child 9' });
    expect((await listed(meena)).map((m) => m.name)).toEqual([
      ...added.slice(1).map((m) => m.name),
      'Child 9',
    ]);
  });

  it('refuses to remove a member with a visit ahead until it is cancelled or over; past visits still name them', async () => {
    const today = await booked(asha, { ...slot(0, 0, '10:00'), patientId: neha._id });
    const later = await booked(asha, { ...slot(1, 3, '10:00'), patientId: neha._id });
    const refused = await remove(asha, neha._id).expect(409);
    expect(refused.body).toEqual({
      success: false,
      message: 'Neha Verma has upcoming appointments. Please cancel them first.',
      code: 'member_has_appointments',
    });
    await request(t.server)
      .post('/api/user/cancel-appointment')
      .set('token', asha)
      .send({ appointmentId: later })
      .expect(200);
    // Today's visit is still ahead.
    await remove(asha, neha._id).expect(409);

    clock.setTo(istInstant(addDays(monday, 0), '10:45'));
    expect((await remove(asha, neha._id).expect(200)).body).toEqual({
      success: true,
      message: 'Family member removed',
    });
    expect(await listed(asha)).toEqual([aarav]);
    const past = (await appointmentsOf(asha)).find((a) => a._id === today)!;
    expect(past.patient).toEqual({ name: 'Neha Verma', relation: 'spouse', gender: 'Female' });

    // Removed is gone for good: no edit, no second removal, no booking.
    expect((await edit(asha, neha._id, { name: 'Back' }).expect(404)).body).toEqual(NOT_FOUND);
    expect((await remove(asha, neha._id).expect(404)).body).toEqual(NOT_FOUND);
    expect((await book(t, asha, { ...slot(0, 4, '10:00'), patientId: neha._id }).expect(404)).body).toEqual(
      NOT_FOUND,
    );
  });

  it('needs a signed-in patient for every family route', async () => {
    await members('').expect(401);
    await request(t.server).post('/api/user/family-members').send(AARAV).expect(401);
    await request(t.server).patch(`/api/user/family-members/${aarav._id}`).send({ name: 'X' }).expect(401);
    await request(t.server).delete(`/api/user/family-members/${aarav._id}`).expect(401);
  });

  it("keeps the dashboard's day totals in step with every change above", async () => {
    expect(await dayTotalsDrift(t.connection)).toEqual([]);
  });
});
