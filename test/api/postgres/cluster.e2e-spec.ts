import type { Doctor } from '@umang/common';
import pg from 'pg';
import sharp from 'sharp';
import { LIMITS } from '../../../backend/src/common/rate-limit/limits.js';
import { type RoundRobinProxy, startRoundRobinProxy } from '../../support/round-robin-proxy.js';
import { codeFromMail, GOOD_PASSWORD } from '../support/accounts.js';
import { freeSlotsAhead, type Slot } from '../support/booking-load.js';
import { type RunningServer, startBuiltServer } from '../support/built-server.js';
import { ClusterTraffic, type Patient, type Told } from '../support/cluster-traffic.js';
import { eventually } from '../support/eventually.js';
import { resetPostgres } from '../support/reset-postgres.js';
import { SmtpCatcher } from '../support/smtp-catcher.js';
import { STAFF } from '../support/staff.js';

const PATIENTS = 24;
/** Setup bookings made to look older than the hold, for the instances to release. */
const HOLDS = 6;
/** Reminder mails waiting in the outbox, for the instances' sweeps to send. */
const REMINDERS = 8;
const POOL = 160;
/** How long after the kill a request may still meet the dead instance: until the proxy notices. */
const NOTICE_MS = 1_000;

const until = (done: () => boolean, ms = 20_000) =>
  eventually(async () => done(), Boolean, ms).then((ok) => {
    if (!ok) throw new Error(`Condition not met within ${ms} ms`);
  });
const ended = (server: RunningServer) => server.child.exitCode !== null || server.child.signalCode !== null;
const readiness = (baseUrl: string) =>
  fetch(`${baseUrl}/api/health/ready`).then(
    (res) => res.status,
    () => 0,
  );

/**
 * Three instances of the built server on one PostgreSQL database behind a round-robin
 * proxy, under patients and a staff approver: one instance is killed and started again,
 * then all three are restarted one after another, and nothing the clients were told is
 * lost, doubled or broken.
 */
describe('three instances behind a load balancer, killed and restarted under load', () => {
  const url = process.env.DATABASE_URL as string;
  const catcher = new SmtpCatcher();
  const servers: RunningServer[] = [];
  const patients: Patient[] = [];
  const holdIds: string[] = [];
  const reminderIds: string[] = [];
  const tokens: string[] = [];
  let env: Record<string, string>;
  let proxy: RoundRobinProxy;
  let db: pg.Client;
  let pool: Slot[];

  const query = async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []) =>
    (await db.query<T>(text, params)).rows;
  const restart = async (port: number) => {
    const server = await startBuiltServer({ ...env, PORT: String(port) });
    await until(() => proxy.isInRotation(server.baseUrl));
    return server;
  };
  const post = (base: string, path: string, address: string, body: object, token?: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(token ? { token } : {}),
      },
      body: JSON.stringify(body),
    });
  const signUp = async (patient: Patient) => {
    await post(proxy.url, '/api/user/send-otp', patient.address, { email: patient.email });
    const otp = await codeFromMail(catcher, patient.email);
    const res = await post(proxy.url, '/api/user/register', patient.address, {
      name: 'Asha Verma',
      email: patient.email,
      password: GOOD_PASSWORD,
      phone: '9876543210',
      otp,
      consent: true,
      adult: true,
      reminders: true,
    });
    if (res.status !== 200) throw new Error(`Sign-up failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  };
  const book = async (patient: Patient, token: string, slot: Slot) => {
    const res = await post(proxy.url, '/api/user/book-appointment', patient.address, slot, token);
    if (res.status !== 201) throw new Error(`Booking failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { appointmentId: string }).appointmentId;
  };

  beforeAll(async () => {
    await catcher.start();
    env = {
      DATABASE_URL: url,
      JWT_SECRET: 'one secret shared by every instance of the cluster',
      SMTP_URL: catcher.url,
      MAIL_FROM: 'Umang <no-reply@umang.example>',
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      SEED_DEMO: 'true',
      TRUST_PROXY: 'true',
      SHUTDOWN_DRAIN_MS: '1000',
      // Bookings made during the test stay held; the setup's aged ones are released.
      UNPAID_HOLD_MINUTES: '10',
    };
    await resetPostgres(url);
    db = new pg.Client({ connectionString: url });
    servers.push(await startBuiltServer(env));
    servers.push(...(await Promise.all([startBuiltServer(env), startBuiltServer(env)])));
    proxy = await startRoundRobinProxy(servers.map((server) => server.baseUrl));
    await db.connect();

    for (let n = 0; n < PATIENTS; n++) {
      const photo = await sharp({
        create: { width: 96, height: 96, channels: 3, background: { r: n * 10, g: 120, b: 200 - n * 5 } },
      })
        .jpeg()
        .toBuffer();
      patients.push({ email: `parent${n}@example.org`, address: `198.51.100.${n + 1}`, photo });
    }
    for (let n = 0; n < PATIENTS; n += 6) {
      tokens.push(...(await Promise.all(patients.slice(n, n + 6).map(signUp))));
    }
    const doctors = ((await (await fetch(`${proxy.url}/api/doctor/list`)).json()) as { doctors: Doctor[] })
      .doctors;
    const slots = freeSlotsAhead(doctors);
    for (let n = 0; n < HOLDS + REMINDERS; n++) {
      const id = await book(patients[n]!, tokens[n]!, slots[n]!);
      (n < HOLDS ? holdIds : reminderIds).push(id);
    }
    await query(`update appointments set created_at = now() - interval '30 minutes' where id = any($1)`, [
      holdIds,
    ]);
    // As the day-before reminder run queues them: one per appointment, under its unique key.
    await query(
      `insert into mail_outbox ("to", subject, text, html, dedupe_key)
       select u.email, 'Reminder ' || a.id, 'See you tomorrow', '<p>See you tomorrow</p>',
              'reminder:' || a.id || ':' || a.starts_at
       from appointments a join users u on u.id = a.user_id where a.id = any($1)`,
      [reminderIds],
    );
    pool = slots.slice(HOLDS + REMINDERS, HOLDS + REMINDERS + POOL);
  }, 90_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await db?.end();
    await catcher.stop();
  });

  it('loses, doubles and breaks nothing through a kill and a rolling restart', async () => {
    const traffic = new ClusterTraffic(proxy.url, patients, pool.slice(1), STAFF);
    const began = Date.now();
    // The morning rush starts with every patient wanting the first slot at once, through all three instances.
    const first = pool[0]!;
    const rush = await Promise.all(
      patients.map((patient, who) =>
        traffic.send(
          who,
          'book',
          '/api/user/book-appointment',
          { token: tokens[who]!, json: first, address: patient.address },
          { slot: first },
        ),
      ),
    );
    expect(rush.map((t) => t.status).sort()).toEqual([201, ...Array<number>(PATIENTS - 1).fill(409)]);
    traffic.start();
    await until(() => traffic.told.filter((t) => t.what === 'book').length >= 20);

    const killedAt = Date.now();
    const victim = servers[1]!;
    const killedPid = victim.child.pid!;
    expect(await victim.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    servers[1] = await restart(victim.port);

    // Each instance in turn, the next only once its successor is serving.
    const readinessDuringDrain: number[][] = [];
    for (let i = 0; i < servers.length; i++) {
      const old = servers[i]!;
      const seen: number[] = [];
      const watching = (async () => {
        while (!ended(old)) {
          seen.push(await readiness(old.baseUrl));
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      expect(await old.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      await watching;
      readinessDuringDrain.push(seen);
      servers[i] = await restart(old.port);
    }
    await traffic.stop();
    const trafficMs = Date.now() - began;
    const told = traffic.told;

    // The jobs: every aged hold released, every reminder sent (or held by the killed instance's claim).
    const jobsDone = await eventually(
      async () => {
        const [row] = await query<{ released: number; unsent: number }>(
          `select (select count(*)::int from appointments where id = any($1) and cancelled) as released,
                  (select count(*)::int from mail_outbox where subject like 'Reminder %' and sent_at is null
                     and coalesce(claimed_by, '') not like $2) as unsent`,
          [holdIds, `%:${killedPid}:%`],
        );
        return row!;
      },
      (row) => row.released === HOLDS && row.unsent === 0,
      70_000,
    );
    expect(jobsDone).toEqual({ released: HOLDS, unsent: 0 });

    // Readiness: from a draining instance's first 503 on, never a 200 again.
    for (const seen of readinessDuringDrain) {
      const first503 = seen.indexOf(503);
      expect(first503).toBeGreaterThanOrEqual(0);
      expect(seen.slice(first503)).not.toContain(200);
    }

    // No 5xx but the proxy's 502 for requests that met the killed instance as it died.
    const failed = told.filter((t) => t.status === 0 || t.status >= 500);
    const counts = proxy.counts();
    expect(counts.noTarget).toBe(0);
    const metTheKill = (t: Told) => t.endedAt >= killedAt && t.startedAt <= killedAt + NOTICE_MS;
    for (const t of failed) {
      expect({ status: t.status === 0 ? 502 : t.status, metTheKill: metTheKill(t) }).toEqual({
        status: 502,
        metTheKill: true,
      });
    }
    expect(failed).toHaveLength(counts.failed);

    // Bookings: each 201 once in the database, as told; nothing else but what a 502 left unanswered.
    const rows = await query<{
      id: string;
      email: string;
      doctor: string;
      date: string;
      time: string;
      cancelled: boolean;
    }>(
      `select a.id, u.email, a.doctor_id as doctor, a.slot_date as date, a.slot_time as time, a.cancelled
       from appointments a join users u on u.id = a.user_id`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const booked = told.filter((t) => t.what === 'book' && t.status === 201);
    const bookedIds = booked.map((t) => t.body.appointmentId as string);
    expect(new Set(bookedIds).size).toBe(bookedIds.length);
    for (const t of booked) {
      const row = byId.get(t.body.appointmentId as string);
      expect(row).toEqual({
        id: t.body.appointmentId,
        email: patients[t.who]!.email,
        doctor: t.slot!.docId,
        date: t.slot!.slotDate,
        time: t.slot!.slotTime,
        cancelled: false,
      });
    }
    const known = new Set([...bookedIds, ...holdIds, ...reminderIds]);
    const unanswered = failed.filter((t) => t.what === 'book');
    for (const row of rows.filter((r) => !known.has(r.id))) {
      expect(
        unanswered.some(
          (t) =>
            patients[t.who]!.email === row.email &&
            t.slot!.docId === row.doctor &&
            t.slot!.slotTime === row.time,
        ),
      ).toBe(true);
    }
    expect(
      await query(
        `select doctor_id, starts_at from appointments where not cancelled group by 1, 2 having count(*) > 1`,
      ),
    ).toEqual([]);
    const refused = told.filter((t) => t.what === 'book' && t.status === 409).length;
    expect(booked.length).toBeGreaterThan(20);

    // Payments: each accepted proof is stored; each approval the desk was told of holds.
    const proofs = new Map(
      (
        await query<{ id: string; status: string }>(`select appointment_id as id, status from payment_proofs`)
      ).map((p) => [p.id, p.status]),
    );
    const paid = told.filter((t) => t.what === 'pay' && t.status === 200);
    const approved = told.filter((t) => t.what === 'approve' && t.status === 200);
    for (const t of paid) expect(proofs.get(t.appointmentId!)).toBeDefined();
    for (const t of approved) expect(proofs.get(t.appointmentId!)).toBe('accepted');
    expect(approved.length).toBeGreaterThan(0);

    // Photos: each one stored is served, byte for byte the same, by every instance directly.
    const photoSent = told.filter((t) => t.what === 'photo' && t.status === 200);
    expect(photoSent.length).toBeGreaterThan(PATIENTS / 2);
    const images = new Map(
      (await query<{ email: string; image: string | null }>(`select email, image from users`)).map((u) => [
        u.email,
        u.image,
      ]),
    );
    for (const t of photoSent) {
      const image = images.get(patients[t.who]!.email);
      expect(image).toMatch(/^\/uploads\/[a-f0-9]{64}\.webp$/);
      const served = await Promise.all(servers.map((server) => fetch(`${server.baseUrl}${image}`)));
      const bodies = await Promise.all(served.map(async (res) => Buffer.from(await res.arrayBuffer())));
      expect(served.map((res) => res.status)).toEqual([200, 200, 200]);
      expect(new Set(served.map((res) => res.headers.get('etag'))).size).toBe(1);
      expect(bodies.every((body) => body.length > 0 && body.equals(bodies[0]!))).toBe(true);
    }

    // Mails: none sent twice; one release mail and one audit entry per released hold.
    const messageIds = catcher.mails.map((mail) => mail.messageId);
    expect(new Set(messageIds).size).toBe(messageIds.length);
    const releaseMails = catcher.mails.filter((mail) => mail.subject.startsWith('Booking released:'));
    expect(releaseMails.map((mail) => mail.to[0]).sort()).toEqual(
      patients
        .slice(0, HOLDS)
        .map((p) => p.email)
        .sort(),
    );
    const audits = await query<{ id: string; n: number }>(
      `select target_id as id, count(*)::int as n from audit_log where action = 'appointment.release' group by 1`,
    );
    expect(audits.map((a) => a.id).sort()).toEqual([...holdIds].sort());
    expect(audits.every((a) => a.n === 1)).toBe(true);
    const reminders = catcher.mails.filter((mail) => mail.subject.startsWith('Reminder '));
    const sentReminders = await query(
      `select id from mail_outbox where subject like 'Reminder %' and sent_at is not null`,
    );
    expect(reminders).toHaveLength(sentReminders.length);
    expect(new Set(reminders.map((mail) => mail.subject)).size).toBe(reminders.length);

    // Login limits: wrong passwords spread over the instances count as one.
    const account = patients[PATIENTS - 1]!.email;
    const limit = LIMITS.loginAccount.points;
    for (let i = 0; i < limit; i++) {
      const res = await post(servers[i % 3]!.baseUrl, '/api/user/login', `203.0.113.${i + 1}`, {
        email: account,
        password: `wrong-${i}`,
      });
      expect(res.status).toBe(401);
    }
    for (const [i, server] of servers.entries()) {
      const res = await post(server.baseUrl, '/api/user/login', `203.0.113.${100 + i}`, {
        email: account,
        password: GOOD_PASSWORD,
      });
      expect(res.status).toBe(429);
    }

    console.log(
      `Cluster: ${told.length} requests in ${(trafficMs / 1000).toFixed(1)} s over ${JSON.stringify(
        Object.values(counts.byTarget),
      )} per instance; ${booked.length} bookings, ${refused} × 409, ${paid.length} payments, ${approved.length} approvals, ${photoSent.length} photos; ${counts.failed} × 502 at the kill; ${HOLDS} holds released, ${reminders.length}/${REMINDERS} reminders sent`,
    );
  }, 150_000);
});
