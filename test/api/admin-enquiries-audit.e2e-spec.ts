import type { AuditEntry, Doctor } from '@umang/common';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { PasswordService } from '../../backend/src/auth/password.service.js';
import { users } from '../../backend/src/users/users.table.js';
import { signUp } from './support/accounts.js';
import { listDoctors } from './support/booking.js';
import { FakeClock } from './support/fake-clock.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const FIRST = { email: 'staff@umang.example', password: 'a long staff password' };
const SECOND = { email: 'ravi.staff@umang.example', password: 'another long staff password' };
const MINUTE = 60_000;

describe('staff: enquiries and audit log', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  let t: TestApp;
  const staff: Record<'first' | 'second', { id: string; token: string }> = {
    first: { id: '', token: '' },
    second: { id: '', token: '' },
  };
  let patientToken: string;

  const get = (path: string, token: string, query: Record<string, unknown> = {}) =>
    request(t.server).get(path).set('token', token).query(query);
  const audit = async (query: Record<string, unknown> = {}) =>
    (await get('/api/admin/audit', staff.first.token, query).expect(200)).body.entries as AuditEntry[];
  const login = async (account: typeof FIRST) => {
    const { token } = (await request(t.server).post('/api/admin/login').send(account).expect(200)).body;
    const me = await request(t.server).get('/api/admin/me').set('token', token).expect(200);
    return { token: token as string, id: me.body.account.id as string };
  };

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp(
      { SMTP_URL: catcher.url, SEED_DEMO: 'true', ADMIN_EMAIL: FIRST.email, ADMIN_PASSWORD: FIRST.password },
      { clock },
    );
    await t.connection.db.insert(users).values({
      email: SECOND.email,
      name: 'Ravi Kumar',
      role: 'staff',
      passwordHash: await new PasswordService().hash(SECOND.password),
    });
    staff.first = await login(FIRST);
    staff.second = await login(SECOND);
    ({ token: patientToken } = await signUp(t, catcher, 'asha@example.org'));
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  describe('enquiries', () => {
    const subjects = ['first', 'second', 'third', 'fourth', 'fifth'];

    beforeAll(async () => {
      for (const subject of subjects) {
        clock.advance(MINUTE);
        await request(t.server)
          .post('/api/user/econtact')
          .send({
            name: 'Asha',
            email: 'asha@example.org',
            phone: '9876543210',
            subject,
            message: `About ${subject}`,
          })
          .expect(200);
      }
    });

    it('lists enquiries newest first with exactly their fields', async () => {
      const res = await get('/api/admin/enquiries', staff.second.token).expect(200);
      expect(res.body).toMatchObject({ success: true, total: 5, page: 1, pageSize: 20 });
      const enquiries = res.body.enquiries as Record<string, string>[];
      expect(enquiries.map((e) => e.subject)).toEqual([...subjects].reverse());
      expect(Object.keys(enquiries[0]!).sort()).toEqual(
        ['_id', 'createdAt', 'email', 'message', 'name', 'phone', 'subject'].sort(),
      );
      expect(enquiries[4]).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Asha',
        email: 'asha@example.org',
        phone: '9876543210',
        subject: 'first',
        message: 'About first',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      expect(Date.parse(enquiries[0]!.createdAt!)).toBeGreaterThan(Date.parse(enquiries[1]!.createdAt!));
    });

    it('pages through them', async () => {
      const page = async (n: number) =>
        (await get('/api/admin/enquiries', staff.first.token, { page: n, pageSize: 2 }).expect(200)).body;
      const pages = await Promise.all([1, 2, 3, 4].map(page));
      expect(pages.map((p) => p.enquiries.map((e: { subject: string }) => e.subject))).toEqual([
        ['fifth', 'fourth'],
        ['third', 'second'],
        ['first'],
        [],
      ]);
      expect(pages.every((p) => p.total === 5 && p.pageSize === 2)).toBe(true);
      expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    });

    it.each([{ page: 0 }, { page: 'two' }, { pageSize: 0 }, { pageSize: 101 }, { sort: 'asc' }])(
      'refuses %o with 400',
      async (query) => {
        const res = await get('/api/admin/enquiries', staff.first.token, query).expect(400);
        expect(res.body).toEqual({ success: false, message: expect.any(String), code: 'invalid' });
      },
    );
  });

  describe('audit log', () => {
    let doctors: Doctor[];
    const availability = (who: 'first' | 'second', doctor: Doctor, available: boolean) =>
      request(t.server)
        .post(`/api/admin/doctors/${doctor._id}/availability`)
        .set('token', staff[who].token)
        .send({ available })
        .expect(200);

    beforeAll(async () => {
      doctors = await listDoctors(t);
      const [one, two] = doctors as [Doctor, Doctor];
      await availability('first', one, false);
      await availability('second', one, true);
      await request(t.server)
        .put(`/api/admin/doctors/${two._id}/blocked-slots`)
        .set('token', staff.first.token)
        .send({ blockedSlots: [] })
        .expect(200);
      await request(t.server)
        .put(`/api/admin/doctors/${two._id}`)
        .set('token', staff.second.token)
        .field('fees', '950')
        .expect(200);
      await availability('first', two, false);
    });

    it('lists every staff change newest first, with who did it', async () => {
      const entries = await audit();
      const [one, two] = doctors as [Doctor, Doctor];
      expect(entries.map((e) => [e.action, e.actor?.email, e.targetId])).toEqual([
        ['doctor.availability', FIRST.email, two._id],
        ['doctor.update', SECOND.email, two._id],
        ['doctor.blocked-slots', FIRST.email, two._id],
        ['doctor.availability', SECOND.email, one._id],
        ['doctor.availability', FIRST.email, one._id],
      ]);
      expect(entries[1]).toEqual({
        id: expect.any(Number),
        actor: { id: staff.second.id, name: 'Ravi Kumar', email: SECOND.email },
        action: 'doctor.update',
        targetType: 'doctor',
        targetId: two._id,
        target: { kind: 'doctor', name: two.name },
        details: { fields: ['fees'] },
        createdAt: expect.stringMatching(/Z$/),
      });
      expect(entries[0]!.details).toEqual({ available: false });
      const ids = entries.map((e) => e.id);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    });

    it('filters by actor, by action, and by both', async () => {
      const bySecond = await audit({ actorId: staff.second.id });
      expect(bySecond.map((e) => e.action)).toEqual(['doctor.update', 'doctor.availability']);
      const toggles = await audit({ action: 'doctor.availability' });
      expect(toggles).toHaveLength(3);
      const both = await audit({ actorId: staff.first.id, action: 'doctor.availability' });
      expect(both.map((e) => e.actor!.id)).toEqual([staff.first.id, staff.first.id]);
      expect(await audit({ action: 'payment.approve' })).toEqual([]);
    });

    it('pages by id with before and limit', async () => {
      const all = await audit();
      const seen: AuditEntry[] = [];
      let before: number | undefined;
      for (let i = 0; i < 4; i++) {
        const page = await audit(before === undefined ? { limit: 2 } : { limit: 2, before });
        expect(page.length).toBeLessThanOrEqual(2);
        seen.push(...page);
        before = page.at(-1)?.id ?? before;
      }
      expect(seen).toEqual(all);
      expect(await audit({ before: all.at(-1)!.id })).toEqual([]);
    });

    it.each([{ actorId: 'someone' }, { limit: 0 }, { limit: 201 }, { before: 'last' }, { before: 0 }])(
      'refuses %o with 400',
      async (query) => {
        const res = await get('/api/admin/audit', staff.first.token, query).expect(400);
        expect(res.body).toEqual({ success: false, message: expect.any(String), code: 'invalid' });
      },
    );

    it('shows no actor once the account is gone, and keeps the entries', async () => {
      await t.connection.db.delete(users).where(eq(users.id, staff.second.id));
      const entries = await audit();
      expect(entries).toHaveLength(5);
      expect(entries[1]).toMatchObject({ action: 'doctor.update', actor: null });
    });
  });

  it.each(['/api/admin/enquiries', '/api/admin/audit'])('%s needs a staff token', async (path) => {
    await request(t.server).get(path).expect(401);
    const res = await get(path, patientToken).expect(403);
    expect(res.body).toEqual({ success: false, message: expect.any(String), code: 'forbidden' });
  });
});
