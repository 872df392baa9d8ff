import { bookableDays, type Doctor } from '@umang/common';
import request from 'supertest';
import { signUp } from './support/accounts.js';
import { book } from './support/booking.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { seededWithStaff, STAFF } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const LIST = '/api/doctor/list';
const SHORT_PUBLIC_CACHING = 'public, max-age=10, must-revalidate';

/** Headers that describe one answer, not the site: they may differ from answer to answer. */
const PER_ANSWER = new Set([
  'cache-control',
  'connection',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'x-request-id',
]);

describe('GET /api/doctor/list through the framework, with ETag and a short public cache', () => {
  const catcher = new SmtpCatcher();
  let t: TestApp;
  let staffToken: string;
  let patientToken: string;

  const get = (ifNoneMatch?: string) =>
    request(t.server)
      .get(LIST)
      .set(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch });
  const current = async () => {
    const res = await get().expect(200);
    return { etag: res.headers.etag as string, doctors: res.body.doctors as Doctor[] };
  };

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp(seededWithStaff(catcher));
    staffToken = (await request(t.server).post('/api/admin/login').send(STAFF).expect(200)).body.token;
    patientToken = (await signUp(t, catcher, 'etag@example.org')).token;
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('carries every header another API answer carries, an ETag and the short public caching', async () => {
    const other = await request(t.server).get('/api/user/blogs').expect(200);
    const list = await get().expect(200);
    const siteWide = Object.keys(other.headers).filter((name) => !PER_ANSWER.has(name));
    // The security headers checked everywhere else are among them.
    expect(siteWide).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
        'referrer-policy',
      ]),
    );
    for (const name of siteWide) {
      expect({ name, value: list.headers[name] }).toEqual({ name, value: other.headers[name] });
    }
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(list.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(list.headers['cache-control']).toBe(SHORT_PUBLIC_CACHING);
    expect(list.text).toBe(JSON.stringify(list.body));
  });

  it('answers 304 without a body when If-None-Match names the current list', async () => {
    const { etag } = await current();
    for (const ifNoneMatch of [etag, `"stale", ${etag}`, `W/${etag}`, '*']) {
      const res = await get(ifNoneMatch);
      expect({ ifNoneMatch, status: res.status, body: res.text }).toEqual({
        ifNoneMatch,
        status: 304,
        body: '',
      });
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe(SHORT_PUBLIC_CACHING);
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers the whole list to a tag that is not the current one, weak, garbled or unquoted', async () => {
    const { etag } = await current();
    for (const ifNoneMatch of ['"stale"', 'W/"stale"', etag.slice(1, -1), `${etag}x`, 'garbage, ,,', '']) {
      const res = await get(ifNoneMatch);
      expect({ ifNoneMatch, status: res.status }).toEqual({ ifNoneMatch, status: 200 });
      expect(res.headers.etag).toBe(etag);
      expect(res.body.success).toBe(true);
    }
  });

  it('names the list anew after a staff change to a doctor, and again after a booking', async () => {
    const before = await current();
    const doctor = before.doctors.find((d) => d.available)!;
    await request(t.server)
      .post(`/api/admin/doctors/${doctor._id}/availability`)
      .set('token', staffToken)
      .send({ available: false })
      .expect(200);
    // The old tag now names a list that is gone: the whole new list comes back.
    const edited = await get(before.etag).expect(200);
    expect(edited.headers.etag).not.toBe(before.etag);
    expect((edited.body.doctors as Doctor[]).find((d) => d._id === doctor._id)!.available).toBe(false);
    await get(edited.headers.etag as string).expect(304);

    const bookable = before.doctors.find((d) => d.available && d._id !== doctor._id)!;
    const [day] = bookableDays(
      { slotsBooked: bookable.slots_booked, blockedSlots: bookable.blockedSlots },
      new Date(),
    );
    await book(t, patientToken, {
      docId: bookable._id,
      slotDate: day!.dateKey,
      slotTime: day!.slots[0]!,
    }).expect(201);
    const booked = await get(edited.headers.etag as string).expect(200);
    expect(booked.headers.etag).not.toBe(edited.headers.etag);
    const shown = (booked.body.doctors as Doctor[]).find((d) => d._id === bookable._id)!;
    expect(shown.slots_booked[day!.dateKey]).toContain(day!.slots[0]);
  });
});
