import {
  addDays,
  istToday,
  SLOT_TIMES,
  slotStart,
  type StatementImportResponse,
  toDateKey,
} from '@umang/common';
import { appointments } from '../../backend/src/appointments/appointments.table.js';
import { openDatabase } from '../../backend/src/database/database.js';
import { doctors } from '../../backend/src/doctors/doctors.table.js';
import { paymentProofs } from '../../backend/src/payments/payment-proofs.table.js';
import {
  type BankFormat,
  type FixtureTransaction,
  statementFile,
  statementFileName,
} from '../../backend/src/reconciliation/testing/bank-statements.js';
import { users } from '../../backend/src/users/users.table.js';
import { ms, type Row } from './report.js';
import { startServer } from './server.js';

/** Pending proofs waiting for the statement, and the transactions on it. */
export const PENDING_PROOFS = 2_000;
export const STATEMENT_ROWS = 10_000;
const IMPORT_TARGET_MS = 2_000;
const PATIENTS = 100;
/** The month the statement covers, ending today. */
const STATEMENT_DAYS = 30;
/** Seeded visits start this far ahead, clear of the days the booking benches book. */
const FIRST_DAY_AHEAD = 60;
const INSERT_BATCH = 500;
const STAFF = { email: 'statement.desk@umang.example', password: 'Desk-Ledger-Kite-2026!' };

const isoDay = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Straight into the database with the server stopped: 2,000 visits with proofs
 * waiting, as a busy month leaves them, without 2,000 bookings through the API.
 */
async function seedPendingProofs(env: Record<string, string>) {
  const connection = await openDatabase({ databaseUrl: env.DATABASE_URL ?? null, dataDir: env.DATA_DIR! });
  try {
    const { db } = connection;
    const team = await db.select({ id: doctors.id, fees: doctors.fees }).from(doctors);
    const patients = await db
      .insert(users)
      .values(
        Array.from({ length: PATIENTS }, (_, n) => ({
          email: `statement-${n}-${Date.now()}@example.org`,
          passwordHash: 'not a password: these accounts never sign in',
          name: `Statement Patient ${n}`,
        })),
      )
      .returning({ id: users.id });
    const today = istToday(new Date());
    const seeded: { utr: string; amount: number }[] = [];
    for (let start = 0; start < PENDING_PROOFS; start += INSERT_BATCH) {
      const visits = Array.from({ length: Math.min(INSERT_BATCH, PENDING_PROOFS - start) }, (_, i) => {
        const n = start + i;
        const perDay = team.length * SLOT_TIMES.length;
        const doctor = team[Math.floor((n % perDay) / SLOT_TIMES.length)]!;
        const slotDate = toDateKey(addDays(today, FIRST_DAY_AHEAD + Math.floor(n / perDay)));
        const slotTime = SLOT_TIMES[n % SLOT_TIMES.length]!;
        return {
          userId: patients[n % PATIENTS]!.id,
          doctorId: doctor.id,
          slotDate,
          slotTime,
          startsAt: slotStart(slotDate, slotTime)!,
          amount: doctor.fees,
        };
      });
      const rows = await db.insert(appointments).values(visits).returning({ id: appointments.id });
      const proofs = rows.map((row, i) => ({
        appointmentId: row.id,
        name: 'Statement Payer',
        transactionId: String(700_000_000_000 + start + i),
      }));
      await db.insert(paymentProofs).values(proofs);
      proofs.forEach((p, i) => seeded.push({ utr: p.transactionId, amount: visits[i]!.amount }));
    }
    return seeded;
  } finally {
    await connection.close();
  }
}

/** A month of the centre's account: every fifth row a proof's payment, the rest other credits and debits. */
function monthOfTransactions(proofs: { utr: string; amount: number }[]): FixtureTransaction[] {
  const first = addDays(istToday(new Date()), -(STATEMENT_DAYS - 1));
  return Array.from({ length: STATEMENT_ROWS }, (_, n) => {
    const date = isoDay(addDays(first, Math.floor((n * STATEMENT_DAYS) / STATEMENT_ROWS)));
    if (n % 5 === 0) {
      const proof = proofs[n / 5]!;
      return { date, credit: proof.amount, utr: proof.utr, payer: 'PATIENT FAMILY' };
    }
    if (n % 5 < 3) return { date, credit: 100 + (n % 997), utr: String(900_000_000_000 + n), payer: 'OTHER' };
    return { date, debit: 50 + (n % 541), note: 'VENDOR PAYMENT' };
  });
}

async function timedImport(baseUrl: string, token: string, file: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([file]), name);
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/admin/payments/statements`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  const elapsed = performance.now() - started;
  if (!res.ok) throw new Error(`The import answered ${res.status}: ${await res.text()}`);
  return { elapsed, answer: (await res.json()) as StatementImportResponse };
}

/**
 * Staff uploading a month's statement of a busy account: 10,000 transactions
 * against 2,000 pending proofs, as CSV and as XLSX, each a new statement, then
 * the CSV again (the same statement: nothing stored, groups worked out afresh).
 */
export async function statementImport(env: Record<string, string>): Promise<Row[]> {
  console.log(`Statement import: seeding ${PENDING_PROOFS} pending proofs…`);
  const proofs = await seedPendingProofs(env);
  const transactions = monthOfTransactions(proofs);
  const server = await startServer({ ...env, ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password });
  try {
    const login = await fetch(`${server.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    const { token } = (await login.json()) as { token: string };
    const rows: Row[] = [];
    const measure = async (format: BankFormat, label: string) => {
      const file = await statementFile(format, transactions, { noise: true });
      const name = statementFileName(format);
      const { elapsed, answer } = await timedImport(server.baseUrl, token, file, name);
      const matched = answer.matched.length;
      rows.push({
        measure: `Statement import, ${STATEMENT_ROWS.toLocaleString('en-IN')} rows ${label} (${(file.length / 1024).toFixed(0)} KB) against ${PENDING_PROOFS.toLocaleString('en-IN')} pending proofs`,
        value: `${ms(elapsed)}, ${matched} matched`,
        target: `< ${ms(IMPORT_TARGET_MS)}, ${PENDING_PROOFS} matched`,
        met: elapsed < IMPORT_TARGET_MS && matched === PENDING_PROOFS,
      });
      return file;
    };
    // Not timed: the first upload after a start loads the parser and warms the JIT, which
    // staff meet once per deploy, not once per statement.
    for (const format of ['hdfc', 'sbi'] as const) {
      const warmUp = await statementFile(format, transactions.slice(0, 50));
      await timedImport(server.baseUrl, token, warmUp, statementFileName(format));
    }
    console.log(`Statement import: ${STATEMENT_ROWS} rows as CSV, then XLSX, then the CSV again…`);
    const csv = await measure('hdfc', 'CSV');
    await measure('sbi', 'XLSX');
    const again = await timedImport(server.baseUrl, token, csv, 'statement.csv');
    rows.push({
      measure: 'Same CSV statement uploaded again (nothing stored)',
      value: ms(again.elapsed),
      target: '',
      met: null,
    });
    return rows;
  } finally {
    await server.stop();
  }
}
