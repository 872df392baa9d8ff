import { addDays, type Doctor, istToday, slotStart, toDateKey, weekdayOf } from '@umang/common';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { appointments } from '../../backend/src/appointments/appointments.table.js';
import { blockedSlots } from '../../backend/src/doctors/doctors.table.js';
import { signUp } from './support/accounts.js';
import { listDoctors, nextWeekday } from './support/booking.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { storedMedia } from './support/stored-media.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { STAFF } from './support/staff.js';

const ADDRESS = { line1: 'Plot 17, Sector 40', line2: 'Gurugram, Haryana 122003' };
const FIELDS: Record<string, string> = {
  name: 'Dr. Meera Nair',
  speciality: 'Psychologist',
  degree: 'MA, MPhil (Clinical Psychology)',
  experience: '6',
  about: 'Works with children and young adults facing anxiety and school refusal.',
  fees: '750',
  address: JSON.stringify(ADDRESS),
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Upload = { data: Buffer; name: string };
const photo = async (name = 'photo.png', background = '#c85a28'): Promise<Upload> => ({
  name,
  data: await sharp({ create: { width: 600, height: 400, channels: 3, background } })
    .png()
    .toBuffer(),
});

const today = istToday(new Date());
const key = (days: number) => toDateKey(addDays(today, days));
/** The n-th day from tomorrow on that is not a Sunday (n = 0 is the first). */
const workday = (n: number) => {
  let date = addDays(today, 1);
  for (let seen = -1; ; date = addDays(date, 1)) if (weekdayOf(date) !== 0 && ++seen === n) break;
  return toDateKey(date);
};

describe('staff: doctors', () => {
  const catcher = new SmtpCatcher();
  let t: TestApp;
  let staff: { token: string; id: string };
  let patient: { token: string; id: string };
  let doctor: Doctor;

  const asStaff = (req: request.Test) => req.set('token', staff.token);
  const multipart = (req: request.Test, fields: Record<string, string>, file?: Upload) => {
    for (const [name, value] of Object.entries(fields)) void req.field(name, value);
    return file ? asStaff(req).attach('image', file.data, file.name) : asStaff(req);
  };
  const create = (fields: Record<string, string>, file?: Upload) =>
    multipart(request(t.server).post('/api/admin/doctors'), fields, file);
  const edit = (id: string, fields: Record<string, string>, file?: Upload) =>
    multipart(request(t.server).put(`/api/admin/doctors/${id}`), fields, file);
  const block = (id: string, blocked: unknown) =>
    asStaff(request(t.server).put(`/api/admin/doctors/${id}/blocked-slots`)).send({ blockedSlots: blocked });
  const shown = async (id: string) => (await listDoctors(t)).find((d) => d._id === id)!;
  const uploads = () => storedMedia(t.connection);
  const idOf = async (token: string): Promise<string> =>
    (await request(t.server).get('/api/user/get-profile').set('token', token).expect(200)).body.userData._id;

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp({
      SMTP_URL: catcher.url,
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
    });
    const { token } = (await request(t.server).post('/api/admin/login').send(STAFF).expect(200)).body;
    staff = {
      token,
      id: (await request(t.server).get('/api/admin/me').set('token', token).expect(200)).body.account.id,
    };
    const signedUp = await signUp(t, catcher, 'asha@example.org');
    patient = { token: signedUp.token, id: await idOf(signedUp.token) };
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('creates a doctor with a photo that the public list shows and serves', async () => {
    const res = await create(FIELDS, await photo()).expect(201);
    doctor = res.body.doctor;
    expect(res.body.success).toBe(true);
    expect(doctor).toEqual({
      ...FIELDS,
      _id: expect.any(String),
      experience: 6,
      fees: 750,
      available: true,
      address: ADDRESS,
      image: expect.stringMatching(/^\/uploads\/[a-f0-9]{64}\.webp$/),
      slots_booked: {},
      blockedSlots: [],
    });
    expect(await shown(doctor._id)).toEqual(doctor);
    const admin = await asStaff(request(t.server).get('/api/admin/doctors')).expect(200);
    expect(admin.body.doctors).toEqual(await listDoctors(t));
    const served = await request(t.server).get(doctor.image).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.body as Buffer).metadata()).format).toBe('webp');
  });

  it.each([
    ['a missing name', { name: '' }],
    ['experience 7.5', { experience: '7.5' }],
    ['experience 71', { experience: '71' }],
    ['an empty experience', { experience: '' }],
    ['fees 0', { fees: '0' }],
    ['fees 100001', { fees: '100001' }],
    ['available maybe', { available: 'maybe' }],
    ['an address that is not JSON', { address: 'Sector 40' }],
    ['an address without line2', { address: '{"line1":"x"}' }],
    ['an unknown field', { role: 'staff' }],
    ['no photo', null],
  ])('refuses a new doctor with %s with 400 and stores no file', async (_name, change) => {
    const before = await uploads();
    const res = await create({ ...FIELDS, ...change }, change ? await photo() : undefined).expect(400);
    expect(res.body).toEqual({ success: false, message: expect.any(String), code: expect.any(String) });
    expect(await uploads()).toEqual(before);
  });

  it('refuses a text file as the photo with 415 and one over 5 MB with 413', async () => {
    const count = (await listDoctors(t)).length;
    const text = { data: Buffer.from('not an image at all'), name: 'x.png' };
    expect((await create(FIELDS, text).expect(415)).body).toEqual({
      success: false,
      message: expect.any(String),
      code: 'unsupported_media_type',
    });
    await edit(doctor._id, {}, text).expect(415);
    const big = {
      data: Buffer.concat([(await photo()).data, Buffer.alloc(6 * 1024 * 1024, 1)]),
      name: 'big.png',
    };
    expect((await create(FIELDS, big).expect(413)).body).toEqual({
      success: false,
      message: expect.any(String),
      code: 'too_large',
    });
    expect(await listDoctors(t)).toHaveLength(count);
    expect((await shown(doctor._id)).image).toBe(doctor.image);
  });

  it('edits only the fields sent and replaces the photo, deleting the old file', async () => {
    let res = await edit(doctor._id, { fees: '900', about: 'Now also sees adults.' }).expect(200);
    expect(res.body.doctor).toEqual({ ...doctor, fees: 900, about: 'Now also sees adults.' });
    res = await edit(doctor._id, { available: 'false' }, await photo('new.png', '#2a6fb0')).expect(200);
    expect(res.body.doctor).toMatchObject({ fees: 900, available: false, name: FIELDS.name });
    expect(res.body.doctor.image).not.toBe(doctor.image);
    doctor = res.body.doctor;
    expect(await uploads()).toEqual([doctor.image.slice('/uploads/'.length)]);
    expect(await shown(doctor._id)).toEqual(doctor);
    // Only as a form, as the console sends it: JSON to an upload route is refused whatever it holds.
    const address = { line1: 'B-4, Pocket 2', line2: 'New Delhi 110075' };
    await asStaff(request(t.server).put(`/api/admin/doctors/${doctor._id}`))
      .send({ experience: 7, address })
      .expect(415);
    expect(await shown(doctor._id)).toEqual(doctor);
    res = await edit(doctor._id, { experience: '7', address: JSON.stringify(address) }).expect(200);
    doctor = res.body.doctor;
    expect(doctor).toMatchObject({ experience: 7, address });
    const refused: Record<string, string>[] = [{}, { fees: 'free' }, { name: '   ' }];
    for (const fields of refused) await edit(doctor._id, fields).expect(400);
    expect(await shown(doctor._id)).toEqual(doctor);
  });

  it('switches availability, as the public list shows', async () => {
    const set = (available: unknown) =>
      asStaff(request(t.server).post(`/api/admin/doctors/${doctor._id}/availability`)).send({ available });
    expect((await set(true).expect(200)).body.doctor.available).toBe(true);
    expect((await shown(doctor._id)).available).toBe(true);
    await set('maybe').expect(400);
    expect((await set(false).expect(200)).body.doctor.available).toBe(false);
    expect((await shown(doctor._id)).available).toBe(false);
  });

  it('sets blocked slots, normalised, merged and grouped by date in the public list', async () => {
    const [a, b] = [workday(1), workday(2)];
    const res = await block(doctor._id, [
      { date: a, times: ['3:00 pm', '10:30', '15:00'] },
      { date: b, times: ['10:00 AM'] },
      { date: a, times: ['11:00'] },
    ]).expect(200);
    const expected = [
      { date: a, times: ['10:30', '11:00', '15:00'] },
      { date: b, times: ['10:00'] },
    ];
    expect(res.body).toEqual({ success: true, doctor: expect.any(Object), warnings: [] });
    expect(res.body.doctor.blockedSlots).toEqual(expected);
    expect((await shown(doctor._id)).blockedSlots).toEqual(expected);
  });

  it('replaces future blocks and leaves past ones as history', async () => {
    const past = { doctorId: doctor._id, slotDate: key(-1), slotTime: '10:00' };
    await t.connection.db.insert(blockedSlots).values({ ...past, startsAt: slotStart(key(-1), '10:00')! });
    const res = await block(doctor._id, [{ date: workday(3), times: ['12:30'] }]).expect(200);
    expect(res.body.doctor.blockedSlots).toEqual([{ date: workday(3), times: ['12:30'] }]);
    const rows = await t.connection.db
      .select()
      .from(blockedSlots)
      .where(eq(blockedSlots.doctorId, doctor._id));
    expect(rows.map((r) => `${r.slotDate} ${r.slotTime}`).sort()).toEqual(
      [`${key(-1)} 10:00`, `${workday(3)} 12:30`].sort(),
    );
    expect(rows.find((r) => r.slotDate === workday(3))!.createdBy).toBe(staff.id);
  });

  it('accepts today and the 60th day ahead, and an empty list clears the future', async () => {
    const last = weekdayOf(addDays(today, 60)) === 0 ? key(59) : key(60);
    const wanted = (weekdayOf(today) === 0 ? [last] : [key(0), last]).map((date) => ({
      date,
      times: ['18:30'],
    }));
    expect((await block(doctor._id, wanted).expect(200)).body.doctor.blockedSlots).toEqual(wanted);
    expect((await block(doctor._id, []).expect(200)).body.doctor.blockedSlots).toEqual([]);
  });

  it.each([
    ['an off-grid time', () => [{ date: workday(0), times: ['10:15'] }], '"10:15"'],
    ['a lunch-hour time', () => [{ date: workday(0), times: ['1:30 pm'] }], '"1:30 pm"'],
    ['an evening time', () => [{ date: workday(0), times: ['19:00'] }], '"19:00"'],
    ['a Sunday', () => [{ date: toDateKey(nextWeekday(new Date(), 0)), times: ['10:00'] }], 'Sunday'],
    ['a past date', () => [{ date: key(-1), times: ['10:00'] }], 'past'],
    ['a date 61 days ahead', () => [{ date: key(61), times: ['10:00'] }], '60 days'],
    ['a zero-padded date', () => [{ date: '05_1_2027', times: ['10:00'] }], 'd_m_yyyy'],
    ['31 February', () => [{ date: '31_2_2027', times: ['10:00'] }], 'd_m_yyyy'],
    ['times that are not a list', () => [{ date: workday(0), times: '10:00' }], 'times'],
    ['no list at all', () => 'all of them', 'blockedSlots'],
  ])('refuses %s with 400, naming it, and changes nothing', async (_name, blocked, named) => {
    await block(doctor._id, [{ date: workday(4), times: ['16:00'] }]).expect(200);
    const res = await block(doctor._id, blocked()).expect(400);
    expect(res.body).toEqual({
      success: false,
      message: expect.stringContaining(named),
      code: expect.any(String),
    });
    expect((await shown(doctor._id)).blockedSlots).toEqual([{ date: workday(4), times: ['16:00'] }]);
  });

  it('blocks a booked slot but warns about it, and the appointment stays', async () => {
    const date = workday(5);
    await t.connection.db.insert(appointments).values({
      userId: patient.id,
      doctorId: doctor._id,
      amount: doctor.fees,
      slotDate: date,
      slotTime: '16:30',
      startsAt: slotStart(date, '16:30')!,
    });
    const res = await block(doctor._id, [{ date, times: ['16:00', '4:30 pm'] }]).expect(200);
    expect(res.body.warnings).toEqual([expect.stringContaining(`${date} 16:30`)]);
    expect(res.body.doctor.blockedSlots).toEqual([{ date, times: ['16:00', '16:30'] }]);
    expect(res.body.doctor.slots_booked).toEqual({ [date]: ['16:30'] });
  });

  it('records every change in the audit log with the staff member', async () => {
    const res = await asStaff(request(t.server).get(`/api/admin/audit?actorId=${staff.id}&limit=200`)).expect(
      200,
    );
    type Entry = { action: string; targetId: string; actor: { id: string } };
    const entries = (res.body.entries as Entry[]).filter((e) => e.targetId === doctor._id);
    const actions = [...new Set(entries.map((e) => e.action))].sort();
    expect(actions).toEqual([
      'doctor.availability',
      'doctor.blocked-slots',
      'doctor.create',
      'doctor.update',
    ]);
    expect(entries.every((e) => e.actor.id === staff.id)).toBe(true);
    const latest = (action: string) => entries.find((e) => e.action === action);
    expect(latest('doctor.create')).toMatchObject({ targetType: 'doctor', details: { name: FIELDS.name } });
    expect(latest('doctor.update')).toMatchObject({ details: { fields: ['experience', 'address'] } });
    expect(latest('doctor.availability')).toMatchObject({ details: { available: false } });
    const blocked = { dates: [workday(5)], slots: 2, warnings: 1 };
    expect(latest('doctor.blocked-slots')).toMatchObject({ details: blocked });
  });

  describe('access', () => {
    const routes: [string, string][] = [
      ['get', '/api/admin/doctors'],
      ['post', '/api/admin/doctors'],
      ['put', '/api/admin/doctors/:id'],
      ['post', '/api/admin/doctors/:id/availability'],
      ['put', '/api/admin/doctors/:id/blocked-slots'],
    ];
    const call = (method: string, path: string, id = doctor._id) =>
      (request(t.server) as unknown as Record<string, (url: string) => request.Test>)[method]!(
        path.replace(':id', id),
      );
    // A body that each route accepts from staff: a form where the route takes a photo, JSON elsewhere.
    const body = { available: true, blockedSlots: [], fees: 800 };
    const isUpload = (path: string) => path === '/api/admin/doctors' || path.endsWith('/:id');
    const withBody = (test: request.Test, path: string, json: Record<string, unknown>) =>
      isUpload(path)
        ? Object.entries(json).reduce((form, [name, value]) => form.field(name, String(value)), test)
        : test.send(json);

    it.each(routes)(
      '%s %s needs a token (401) of a staff member (403 for a patient)',
      async (method, path) => {
        const before = await shown(doctor._id);
        const formFields = isUpload(path) ? { fees: 800 } : body;
        await withBody(call(method, path), path, formFields).expect(401);
        const res = await withBody(call(method, path).set('token', patient.token), path, formFields).expect(
          403,
        );
        expect(res.body).toEqual({ success: false, message: expect.any(String), code: 'forbidden' });
        expect(await shown(doctor._id)).toEqual(before);
      },
    );

    it.each(routes.slice(2))('%s %s answers 404 for an unknown or malformed id', async (method, path) => {
      const valid = path.endsWith('/:id')
        ? { fees: 800 }
        : path.endsWith('availability')
          ? { available: true }
          : {};
      for (const id of [UNKNOWN_ID, 'not-a-uuid', '1']) {
        const res = await withBody(
          call(method, path, id).set('token', staff.token),
          path,
          path.endsWith('blocked-slots') ? { blockedSlots: [] } : valid,
        );
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ success: false, message: 'Doctor not found', code: 'doctor_not_found' });
      }
    });
  });
});
