import type { SmtpCatcher } from '../api/support/smtp-catcher.js';
import { startRoundRobinProxy } from '../support/round-robin-proxy.js';
import { signUp } from './contention.js';
import { ownPostgresDatabase } from './postgres.js';
import { ms, percentile, type Row } from './report.js';
import { type Client, patientJourney, RushTally, staffApprover } from './rush-journey.js';
import { peakRssMb, type RunningServer, startServer } from './server.js';

/**
 * Virtual patients per configuration. A few hundred families over one minute is a busy
 * morning for a centre; the load generator shares the 2-core machine with the servers,
 * so 300 is what it can drive without measuring itself.
 */
export const RUSH_PATIENTS = 300;
/** The minute over which the families arrive, evenly spaced. */
const RUSH_SECONDS = 60;
/** Sign-ups run a few at a time before the timed part: each one hashes a password. */
const SIGN_UP_PARALLEL = 6;
const STAFF = { email: 'rush.desk@umang.example', password: 'Desk-Monsoon-Kite-2026!' };

/** A sign-up address range apart from the one the families book from. */
const addressOf = (n: number) => `198.19.${(n >> 8) & 255}.${n & 255}`;

async function prepareAccounts(baseUrl: string, catcher: SmtpCatcher): Promise<string[]> {
  const emails: string[] = new Array<string>(RUSH_PATIENTS);
  let next = 0;
  await Promise.all(
    Array.from({ length: SIGN_UP_PARALLEL }, async () => {
      for (let n = next++; n < RUSH_PATIENTS; n = next++) {
        // The token is not kept: the rush signs in again, as a family does in the morning.
        const email = `rush-${n}-${Date.now()}@example.org`;
        await signUp(baseUrl, catcher, 5_000 + n, email);
        emails[n] = email;
      }
    }),
  );
  return emails;
}

/** The timed minute: every family's journey, started evenly over it, and one staff approver. */
async function timedRush(entry: string, emails: string[]): Promise<{ tally: RushTally; seconds: number }> {
  const tally = new RushTally();
  let journeysLeft = emails.length;
  const started = performance.now();
  const approver = staffApprover(
    tally,
    { baseUrl: entry, address: '198.18.255.1' },
    STAFF,
    () => journeysLeft === 0,
  );
  await Promise.all(
    emails.map(async (email, n) => {
      await new Promise((resolve) => setTimeout(resolve, (n * RUSH_SECONDS * 1000) / emails.length));
      const client: Client = { baseUrl: entry, address: addressOf(n) };
      await patientJourney(tally, client, email, n);
      journeysLeft--;
    }),
  );
  await approver;
  return { tally, seconds: (performance.now() - started) / 1000 };
}

function rowsOf(label: string, tally: RushTally, seconds: number, rssMb: number[]): Row[] {
  const rows: Row[] = [...tally.timings].map(([endpoint, times]) => ({
    measure: `${label}: ${endpoint}`,
    value: `p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))} (${times.length})`,
    target: '',
    met: null,
  }));
  return [
    ...rows,
    {
      measure: `${label}: throughput`,
      value: `${(tally.requests / seconds).toFixed(1)} req/s (${tally.requests} in ${seconds.toFixed(0)} s)`,
      target: '',
      met: null,
    },
    {
      measure: `${label}: booked / slot taken by another (409, rebooked) / proofs / approved`,
      value: `${tally.booked} / ${tally.slotsTaken} / ${tally.proofsSent} / ${tally.approved}`,
      target: `${RUSH_PATIENTS} / any / ${RUSH_PATIENTS} / ${RUSH_PATIENTS}`,
      met: tally.booked === RUSH_PATIENTS && tally.approved === RUSH_PATIENTS,
    },
    {
      measure: `${label}: errors`,
      value: tally.errors.length === 0 ? '0' : `${tally.errors.length} (first: ${tally.errors[0]})`,
      target: '0',
      met: tally.errors.length === 0,
    },
    {
      measure: `${label}: peak RSS per instance`,
      value: rssMb.map((mb) => `${mb.toFixed(0)} MB`).join(', '),
      target: '',
      met: null,
    },
  ];
}

/** One configuration on a fresh database: accounts first, then the timed minute through one entry. */
async function rushWith(
  instances: number,
  postgresUrl: string,
  env: Record<string, string>,
  catcher: SmtpCatcher,
): Promise<Row[]> {
  const database = await ownPostgresDatabase(postgresUrl, 'rush');
  const ownEnv = {
    ...env,
    DATABASE_URL: database.url,
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
  };
  const servers: RunningServer[] = [];
  try {
    const preparing = await startServer(ownEnv);
    console.log(`  ${instances} instance(s): signing up ${RUSH_PATIENTS} patients…`);
    const emails = await prepareAccounts(preparing.baseUrl, catcher).finally(() => preparing.stop());
    // Fresh processes for the timed part, so their peak RSS is the rush's own.
    for (let i = 0; i < instances; i++) servers.push(await startServer(ownEnv));
    const proxy = instances > 1 ? await startRoundRobinProxy(servers.map((s) => s.baseUrl)) : null;
    try {
      console.log(`  ${instances} instance(s): ${RUSH_PATIENTS} patients over ${RUSH_SECONDS} s…`);
      const { tally, seconds } = await timedRush(proxy?.url ?? servers[0]!.baseUrl, emails);
      const rss = servers.map((s) => peakRssMb(s.child.pid!));
      const label = instances === 1 ? 'Rush, 1 instance' : `Rush, ${instances} instances behind the proxy`;
      return rowsOf(label, tally, seconds, rss);
    } finally {
      await proxy?.close();
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
}

/**
 * The morning rush: a few hundred families sign in, look at the doctors, book, pay and
 * send their UTR within a minute while staff approve, with one instance and with three
 * behind a round-robin proxy. PostgreSQL only: PGlite is one process by design.
 */
export async function morningRush(
  postgresUrl: string | undefined,
  env: Record<string, string>,
  catcher: SmtpCatcher,
): Promise<Row[]> {
  if (!postgresUrl) {
    console.log('Morning rush: skipped, it runs on PostgreSQL only (set DATABASE_URL).');
    return [];
  }
  console.log('Morning rush on PostgreSQL…');
  const base = Object.fromEntries(Object.entries(env).filter(([key]) => key !== 'DATABASE_URL'));
  return [
    ...(await rushWith(1, postgresUrl, base, catcher)),
    ...(await rushWith(3, postgresUrl, base, catcher)),
  ];
}
