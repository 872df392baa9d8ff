import { addDays, type DataExport, type Doctor, toDateKey } from '@umang/common';
import request from 'supertest';
import { signUp } from './support/accounts.js';
import { book, istInstant, listDoctors, nextWeekday } from './support/booking.js';
import { FakeClock } from './support/fake-clock.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { STAFF, seededWithStaff } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface Person {
  token: string;
  id: string;
  name: string;
  email: string;
  member: string;
  appointment: string;
  utr: string;
  blogId: string;
}

describe('GET /api/user/export: a copy of everything about the account', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  const monday = nextWeekday(new Date(), 1);
  const tuesday = addDays(monday, 1);
  let t: TestApp;
  let doctor: Doctor;
  let staff: string;
  let asha: Person;
  let ravi: Person;
  let times = 0;

  const download = (token: string) =>
    request(t.server)
      .get('/api/user/export')
      .set('token', token)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      });

  /** A patient with data of every kind: profile, child, paid visit with receipt, like, enquiry. */
  const withEverything = async (
    email: string,
    name: string,
    child: string,
    utr: string,
    blogIndex: number,
  ): Promise<Person> => {
    const { token } = await signUp(t, catcher, email, name);
    const id = (await request(t.server).get('/api/user/get-profile').set('token', token)).body.userData._id;
    await request(t.server)
      .post('/api/user/update-profile')
      .set('token', token)
      .field('allergy', `${name} is allergic to dust`)
      .expect(200);
    const member = (
      await request(t.server)
        .post('/api/user/family-members')
        .set('token', token)
        .send({ name: child, relation: 'child', dob: '2017-02-11', gender: 'Female', guardianConsent: true })
        .expect(201)
    ).body.member._id as string;
    const res = await book(t, token, {
      docId: doctor._id,
      slotDate: toDateKey(tuesday),
      slotTime: ['10:00', '10:30', '11:00'][times++]!,
      patientId: member,
    });
    expect(res.status).toBe(201);
    const appointment = res.body.appointmentId as string;
    await request(t.server)
      .post('/api/user/confirm-payment')
      .set('token', token)
      .send({ appointmentId: appointment, name, transactionId: utr })
      .expect(200);
    await request(t.server)
      .post(`/api/admin/payments/${appointment}/approve`)
      .set('token', staff)
      .send({})
      .expect(200);
    const blogs = (await request(t.server).get('/api/user/blogs').expect(200)).body as { _id: string }[];
    const blogId = blogs[blogIndex]!._id;
    await request(t.server).post(`/api/user/blogs/${blogId}/like`).set('token', token).expect(200);
    await request(t.server)
      .post('/api/user/econtact')
      // Typed with capitals: the export matches the address however it was written.
      .send({
        name,
        email: email.toUpperCase(),
        phone: '9876543210',
        subject: `From ${name}`,
        message: 'Hello there.',
      })
      .expect(200);
    clock.advance(61_000);
    return { token, id, name, email, member, appointment, utr, blogId };
  };

  beforeAll(async () => {
    await catcher.start();
    clock.setTo(istInstant(monday, '09:00'));
    t = await startTestApp({ ...seededWithStaff(catcher) }, { clock });
    staff = (await request(t.server).post('/api/admin/login').send(STAFF).expect(200)).body.token;
    doctor = (await listDoctors(t)).find((d) => d.available)!;
    await request(t.server)
      .put(`/api/admin/doctors/${doctor._id}/blocked-slots`)
      .set('token', staff)
      .send({ blockedSlots: [] })
      .expect(200);
    asha = await withEverything('asha@example.org', 'Asha Verma', 'Meera Verma', '512345678901', 0);
    ravi = await withEverything('ravi@example.org', 'Ravi Kumar', 'Kabir Kumar', '512345678902', 1);
    // A member Asha removed still shows, with when she removed it.
    const removed = (
      await request(t.server)
        .post('/api/user/family-members')
        .set('token', asha.token)
        .send({ name: 'Old Member', relation: 'spouse', dob: '1985-06-01', gender: 'Male' })
        .expect(201)
    ).body.member._id as string;
    await request(t.server)
      .delete(`/api/user/family-members/${removed}`)
      .set('token', asha.token)
      .expect(200);
  });
  beforeEach(() => clock.advance(61_000));
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('answers a pretty-printed JSON attachment named by the day, kept by no cache', async () => {
    const res = await download(asha.token).expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const day = toDateKey(monday).split('_').reverse();
    const iso = `${day[0]}-${day[1]!.padStart(2, '0')}-${day[2]!.padStart(2, '0')}`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="umang-my-data-${iso}.json"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body as string;
    expect(text).toMatch(/^\{\n {2}"about": /);
    expect(JSON.parse(text)).toMatchObject({ noticeVersion: expect.any(String) });
  });

  it('holds every kind of record of the account', async () => {
    const data = JSON.parse((await download(asha.token).expect(200)).body as string) as DataExport;
    expect(data.profile).toMatchObject({ _id: asha.id, name: 'Asha Verma', email: asha.email });
    expect(data.profile.allergy).toBe('Asha Verma is allergic to dust');
    expect(data.familyMembers.map((m) => [m.name, m.removedAt === null])).toEqual([
      ['Meera Verma', true],
      ['Old Member', false],
    ]);
    expect(data.familyMembers[0]!.guardianConsentAt).toEqual(expect.any(String));
    expect(data.appointments).toHaveLength(1);
    const [visit] = data.appointments;
    expect(visit).toMatchObject({
      id: asha.appointment,
      patient: asha.member,
      patientName: 'Meera Verma',
      doctorName: doctor.name,
      slotDate: toDateKey(tuesday),
      slotTime: '10:00',
      amount: doctor.fees,
      status: 'paid',
      paymentProof: { name: 'Asha Verma', transactionId: asha.utr, status: 'accepted' },
      receipt: { number: expect.stringMatching(/^UMG\//), amount: doctor.fees },
    });
    expect(data.likes).toEqual([
      { blogId: asha.blogId, title: expect.any(String), likedAt: expect.any(String) },
    ]);
    expect(data.enquiries).toEqual([
      expect.objectContaining({ subject: 'From Asha Verma', name: 'Asha Verma', message: 'Hello there.' }),
    ]);
    // Sign-up's acceptance of the notice, and the parent's consent for the child.
    expect(data.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ purpose: 'notice', action: 'given' }),
        expect.objectContaining({ purpose: 'child', action: 'given', familyMemberId: asha.member }),
      ]),
    );
    // Staff approved the payment: named by role, never by name or address.
    expect(data.staffActions).toEqual([
      expect.objectContaining({
        action: 'payment.approve',
        targetType: 'appointment',
        targetId: asha.appointment,
        actorRole: 'admin',
      }),
    ]);
    expect(JSON.stringify(data.staffActions)).not.toContain(STAFF.email);
  });

  it('never holds the password hash, the role or the token version', async () => {
    const text = (await download(asha.token).expect(200)).body as string;
    expect(text).not.toMatch(/argon2|passwordHash|tokenVersion|"role"/);
  });

  it('holds nothing of another account', async () => {
    const text = ((await download(asha.token).expect(200)).body as string).toLowerCase();
    for (const trace of [ravi.id, ravi.email, 'ravi', 'kabir', ravi.member, ravi.appointment, ravi.utr]) {
      expect(text).not.toContain(trace.toLowerCase());
    }
    // And Ravi's own holds his, not Asha's.
    const his = JSON.parse((await download(ravi.token).expect(200)).body as string) as DataExport;
    expect(his.profile.email).toBe(ravi.email);
    expect(his.appointments.map((a) => a.id)).toEqual([ravi.appointment]);
    expect(JSON.stringify(his).toLowerCase()).not.toContain('asha');
  });

  it('is for a signed-in patient only', async () => {
    await request(t.server).get('/api/user/export').expect(401);
    await request(t.server).get('/api/user/export').set('token', staff).expect(403);
  });
});
