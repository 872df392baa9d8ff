import { addDays, type DashboardResponse, istToday, SLOT_TIMES, toIsoDate } from '@umang/common';
import { sql } from 'drizzle-orm';
import { PasswordService } from '../../backend/src/auth/password.service.js';
import { openDatabase } from '../../backend/src/database/database.js';
import { ms, percentile, type Row } from './report.js';
import { startServer } from './server.js';

const DOCTORS = 12;
/** A year of the centre, today included: the dashboard's longest range. */
const YEAR_DAYS = 366;
const MONTH_DAYS = 31;
const TARGET_MS = 200;
const WARM_UPS = 2;
/** Timed calls per range; odd, so the median is one of them. */
const RUNS = 7;
/** Share of the grid's slots with a live booking, and with an earlier booking cancelled or released. */
const LIVE_SHARE = 0.75;
const CLOSED_SHARE = 0.55;
const STAFF = { email: 'dashboard.desk@umang.example', password: 'Desk-Ledger-Kite-2026!' };

/**
 * A year of 12 doctors' appointments, written by the database itself with the
 * server stopped: every grid slot of Monday to Saturday, three in four booked, and
 * beside them the bookings cancelled or released before; visits completed or
 * missed, proofs accepted, waiting or rejected in realistic shares. The seed is
 * fixed, so every run measures the same data.
 */
async function seedYear(env: Record<string, string>): Promise<number> {
  const connection = await openDatabase({ databaseUrl: env.DATABASE_URL ?? null, dataDir: env.DATA_DIR! });
  const today = istToday(new Date());
  const first = toIsoDate(addDays(today, -(YEAR_DAYS - 1)));
  const times = `{${SLOT_TIMES.join(',')}}`;
  // The bench's own staff account: earlier benches on this database made theirs already,
  // so ADMIN_EMAIL would make none.
  const staffHash = await new PasswordService().hash(STAFF.password);
  try {
    await connection.db.transaction(async (tx) => {
      await tx.execute(sql`select setseed(0.42)`);
      await tx.execute(sql`
        insert into doctors (name, speciality, degree, experience, about, fees, address)
        select 'Bench Doctor ' || lpad(n::text, 2, '0'), 'General physician', 'MBBS', 10,
          'Seeded for the dashboard bench.', 500 + 100 * (n % 6), '{"line1": "Umang", "line2": "Pune"}'
        from generate_series(1, ${DOCTORS}) as n`);
      await tx.execute(sql`
        insert into users (email, password_hash, name)
        values ('dashboard.bench@example.org', 'never signs in', 'Bench Patient')`);
      await tx.execute(sql`
        insert into users (email, password_hash, name, role)
        values (${STAFF.email}, ${staffHash}, 'Dashboard Desk', 'staff')`);
      await tx.execute(sql`
        with slots as (
          select d.id as doctor_id, d.fees, day::date as day, t.time, live, random() as roll
          from doctors d
            cross join generate_series(${first}::date, ${toIsoDate(today)}::date, interval '1 day') as day
            cross join unnest(${times}::text[]) as t(time)
            cross join (values (true), (false)) as v(live)
          where d.name like 'Bench Doctor %' and extract(dow from day) <> 0
        ), chosen as (
          select *, (day + time::time) at time zone 'Asia/Kolkata' as starts_at, random() as fate
          from slots where roll < case when live then ${LIVE_SHARE}::float8 else ${CLOSED_SHARE}::float8 end
        )
        insert into appointments (user_id, doctor_id, slot_date, slot_time, starts_at, amount, cancelled,
          cancelled_at, released_at, is_completed, completed_at, no_show_at)
        select (select id from users where email = 'dashboard.bench@example.org'), doctor_id,
          to_char(day, 'FMDD_FMMM_YYYY'), time, starts_at, fees, not live,
          case when not live then starts_at - interval '1 day' end,
          case when not live and fate < 0.4 then starts_at - interval '1 day' end,
          live and fate < 0.62, case when live and fate < 0.62 then starts_at + interval '30 minutes' end,
          case when live and fate >= 0.62 and fate < 0.68 then starts_at + interval '30 minutes' end
        from chosen`);
      // Completed visits were paid; live ones mostly, a few still waiting or refused; a
      // few proofs stay waiting on cancelled visits; released visits never had one.
      await tx.execute(sql`
        with visits as (
          select a.id, a.starts_at, a.cancelled, a.released_at, a.is_completed, random() as roll
          from appointments a join doctors d on d.id = a.doctor_id
          where d.name like 'Bench Doctor %'
        ), proofs as (
          select id, starts_at, case
            when is_completed then 'accepted'
            when cancelled then case when released_at is null and roll < 0.05 then 'pending' end
            when roll < 0.6 then 'accepted'
            when roll < 0.8 then 'pending'
            when roll < 0.85 then 'rejected'
          end as status
          from visits
        )
        insert into payment_proofs (appointment_id, name, transaction_id, status, submitted_at, reviewed_at)
        select id, 'Bench Payer', 'BENCH' || replace(id::text, '-', ''), status::payment_status,
          starts_at - interval '2 days', case when status <> 'pending' then starts_at - interval '1 day' end
        from proofs where status is not null`);
    });
    const [row] = (
      (await connection.db.execute(sql`select count(*)::int as n from appointments`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    return row!.n;
  } finally {
    await connection.close();
  }
}

async function median(url: string, token: string): Promise<number> {
  const call = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { token } });
    const body = (await res.json()) as DashboardResponse;
    const elapsed = performance.now() - started;
    if (!res.ok) throw new Error(`The dashboard answered ${res.status}: ${JSON.stringify(body)}`);
    return elapsed;
  };
  for (let i = 0; i < WARM_UPS; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await call());
  return percentile(times, 50);
}

/** Staff opening the dashboard on a year of a busy centre: the whole year, then a month. */
export async function dashboardBench(env: Record<string, string>): Promise<Row[]> {
  console.log(`Dashboard: seeding a year of ${DOCTORS} doctors…`);
  const seeded = performance.now();
  const total = await seedYear(env);
  console.log(`  ${total.toLocaleString('en-IN')} appointments in ${ms(performance.now() - seeded)}`);
  const server = await startServer(env);
  try {
    const login = await fetch(`${server.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    if (!login.ok) throw new Error(`The bench's staff account could not sign in: ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    const today = istToday(new Date());
    const rows: Row[] = [];
    for (const days of [YEAR_DAYS, MONTH_DAYS]) {
      const from = toIsoDate(addDays(today, -(days - 1)));
      const url = `${server.baseUrl}/api/admin/dashboard?from=${from}&to=${toIsoDate(today)}`;
      const elapsed = await median(url, token);
      rows.push({
        measure: `Dashboard, ${days} days of ${DOCTORS} doctors (${total.toLocaleString('en-IN')} appointments), median of ${RUNS}`,
        value: ms(elapsed),
        target: `< ${ms(TARGET_MS)}`,
        met: elapsed < TARGET_MS,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}
