import type { Doctor } from '@umang/common';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import request from 'supertest';
import { doctors } from '../../../backend/src/doctors/doctors.table.js';
import { eventually } from '../support/eventually.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Two instances of the server on one PostgreSQL database, as behind a load balancer. */
describe('the doctor list kept in memory by several instances', () => {
  const url = process.env.DATABASE_URL as string;
  let a: TestApp;
  let b: TestApp;

  const listOn = async (t: TestApp): Promise<Doctor[]> =>
    (await request(t.server).get('/api/doctor/list').expect(200)).body.doctors as Doctor[];
  const rename = (id: string, about: string) =>
    a.connection.db.update(doctors).set({ about }).where(eq(doctors.id, id));

  beforeAll(async () => {
    a = await startTestApp({ SEED_DEMO: 'true' });
    // Passing DATABASE_URL keeps the database the first instance just seeded.
    b = await startTestApp({ DATABASE_URL: url });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it("shows a change made through one instance on the other's list", async () => {
    const [doctor] = await listOn(b);
    await rename(doctor!._id, 'Now also on Saturdays.');
    const seen = await eventually(
      () => listOn(b),
      (all) => all[0]!.about === 'Now also on Saturdays.',
      2_000,
    );
    expect(seen[0]!.about).toBe('Now also on Saturdays.');
  });

  it('names the same list with the same ETag on every instance, so either may answer 304', async () => {
    const [doctor] = await listOn(a);
    await rename(doctor!._id, 'Sees families on Fridays.');
    const tagOf = async (t: TestApp) => {
      const res = await request(t.server).get('/api/doctor/list').expect(200);
      return (res.body.doctors as Doctor[])[0]!.about === 'Sees families on Fridays.'
        ? res.headers.etag
        : null;
    };
    const onA = await eventually(
      () => tagOf(a),
      (etag) => etag !== null,
      2_000,
    );
    const onB = await eventually(
      () => tagOf(b),
      (etag) => etag !== null,
      2_000,
    );
    expect(onB).toBe(onA);
    await request(a.server).get('/api/doctor/list').set('if-none-match', onB!).expect(304);
    await request(b.server).get('/api/doctor/list').set('if-none-match', onA!).expect(304);
  });

  it('keeps no stale copy while it cannot hear the announcements', async () => {
    const [doctor] = await listOn(b);
    // Cut every LISTEN connection, as a failover or a network blip would.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and pid <> pg_backend_pid()",
      );
    } finally {
      await admin.end();
    }
    await rename(doctor!._id, 'Changed while nobody listened.');
    const seen = await eventually(
      () => listOn(b),
      (all) => all[0]!.about === 'Changed while nobody listened.',
      3_000,
    );
    expect(seen[0]!.about).toBe('Changed while nobody listened.');
  });
});
