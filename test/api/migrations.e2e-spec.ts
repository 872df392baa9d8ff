import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { AppointmentsRepository } from '../../backend/src/appointments/appointments.repository.js';
import { appointments } from '../../backend/src/appointments/appointments.table.js';
import { appointmentDayStats } from '../../backend/src/dashboard/dashboard-stats.table.js';
import { users } from '../../backend/src/users/users.table.js';
import { type DatabaseConnection, openDatabase } from '../../backend/src/database/database.js';
import { dayTotalsDrift } from './support/day-stats.js';

const MIGRATIONS = fileURLToPath(new URL('../../backend/drizzle', import.meta.url));

/** A copy of the migrations folder that stops before `tag`: the database an older release left. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'umang-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** The database as the older release sees it: its own migrations and raw SQL. */
interface OldDatabase {
  migrate(folder: string): Promise<void>;
  query(sql: string): Promise<{ id: string }[]>;
  close(): Promise<void>;
}

interface Engine {
  /** Opens the database for the older release. */
  open(): Promise<OldDatabase>;
  /** Opens it as the current release does on start, applying the migrations it lacks. */
  openCurrent(): Promise<DatabaseConnection>;
  drop(): Promise<void>;
}

/**
 * A database on the engine the suite runs on: a PGlite directory, or a database
 * of its own on the PostgreSQL server DATABASE_URL names.
 */
async function newEngine(): Promise<Engine> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'umang-migrate-'));
    return {
      open: async () => {
        const client = await PGlite.create(join(dataDir, 'db'));
        return {
          migrate: (folder) => migratePglite(drizzlePglite({ client }), { migrationsFolder: folder }),
          query: async (sql) => (await client.query<{ id: string }>(sql)).rows,
          close: () => client.close(),
        };
      },
      openCurrent: () => openDatabase({ databaseUrl: null, dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `migrate_paid_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const own = new URL(serverUrl);
  own.pathname = `/${name}`;
  return {
    open: async () => {
      const client = new pg.Client({ connectionString: own.href });
      await client.connect();
      return {
        migrate: (folder) => migratePg(drizzlePg({ client }), { migrationsFolder: folder }),
        query: async (sql) => (await client.query<{ id: string }>(sql)).rows,
        close: () => client.end(),
      };
    },
    openCurrent: () => openDatabase({ databaseUrl: own.href, dataDir: '' }),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

describe('migrating a database an older release left', () => {
  it('keeps an appointment paid when "paid" moves from its own column to the accepted proof', async () => {
    const engine = await newEngine();
    const folder = migrationsBefore('0006_appointment_payment_from_proof');
    try {
      const old = await engine.open();
      await old.migrate(folder);
      const [user] = await old.query(
        `insert into users (email, password_hash, name) values ('asha@example.org', 'x', 'Asha') returning id`,
      );
      const [doctor] = await old.query(
        `insert into doctors (name, speciality, degree, experience, about, fees, address)
         values ('Dr. Rao', 'Psychiatrist', 'MD', 9, 'About', 800, '{"line1":"a","line2":"b"}') returning id`,
      );
      // What the older release stored on approval: the column set and the proof accepted, together.
      const book = async (time: string, paid: boolean) =>
        (
          await old.query(
            `insert into appointments (user_id, doctor_id, slot_date, slot_time, starts_at, amount, payment)
             values ('${user!.id}', '${doctor!.id}', '5_1_2027', '${time}', '2027-01-05T${time}:00+05:30', 800, ${paid})
             returning id`,
          )
        )[0]!.id;
      const paid = await book('10:00', true);
      const waiting = await book('10:30', false);
      await old.query(
        `insert into payment_proofs (appointment_id, name, transaction_id, status) values
         ('${paid}', 'Asha', '412345678901', 'accepted'), ('${waiting}', 'Asha', '412345678902', 'pending')`,
      );
      await old.close();

      // The current release migrates on start, as the server does.
      const connection = await engine.openCurrent();
      try {
        const appointments = new AppointmentsRepository(connection);
        expect((await appointments.findDetailed(paid))?.appointment.payment).toBe(true);
        expect((await appointments.findDetailed(waiting))?.appointment.payment).toBe(false);
      } finally {
        await connection.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await engine.drop();
    }
  });

  it('makes every staff account an admin and tells released bookings from cancelled ones', async () => {
    const engine = await newEngine();
    const folder = migrationsBefore('0012_console_roles');
    try {
      const old = await engine.open();
      await old.migrate(folder);
      const [staff] = await old.query(
        `insert into users (email, password_hash, name, role) values ('desk@umang.example', 'x', 'Desk', 'staff') returning id`,
      );
      const [patient] = await old.query(
        `insert into users (email, password_hash, name) values ('asha@example.org', 'x', 'Asha') returning id`,
      );
      const [doctor] = await old.query(
        `insert into doctors (name, speciality, degree, experience, about, fees, address)
         values ('Dr. Rao', 'Psychiatrist', 'MD', 9, 'About', 800, '{"line1":"a","line2":"b"}') returning id`,
      );
      const cancelled = async (time: string) =>
        (
          await old.query(
            `insert into appointments (user_id, doctor_id, slot_date, slot_time, starts_at, amount, cancelled, cancelled_at)
             values ('${patient!.id}', '${doctor!.id}', '5_1_2027', '${time}', '2027-01-05T${time}:00+05:30', 800, true, '2027-01-01T10:00:00Z')
             returning id`,
          )
        )[0]!.id;
      const released = await cancelled('10:00');
      const byPatient = await cancelled('10:30');
      await old.query(
        `insert into audit_log (actor_id, action, target_type, target_id) values
         (null, 'appointment.release', 'appointment', '${released}')`,
      );
      await old.close();

      const connection = await engine.openCurrent();
      try {
        const roles = await connection.db.select({ id: users.id, role: users.role }).from(users);
        expect(roles.find((row) => row.id === staff!.id)?.role).toBe('admin');
        expect(roles.find((row) => row.id === patient!.id)?.role).toBe('patient');
        const rows = await connection.db
          .select({ id: appointments.id, releasedAt: appointments.releasedAt })
          .from(appointments);
        expect(rows.find((row) => row.id === released)?.releasedAt).toEqual(new Date('2027-01-01T10:00:00Z'));
        expect(rows.find((row) => row.id === byPatient)?.releasedAt).toBeNull();
      } finally {
        await connection.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await engine.drop();
    }
  });

  it('counts the appointments an older release left into the dashboard day totals', async () => {
    const engine = await newEngine();
    const folder = migrationsBefore('0014_dashboard_totals');
    try {
      const old = await engine.open();
      await old.migrate(folder);
      const [patient] = await old.query(
        `insert into users (email, password_hash, name) values ('asha@example.org', 'x', 'Asha') returning id`,
      );
      const [doctor] = await old.query(
        `insert into doctors (name, speciality, degree, experience, about, fees, address)
         values ('Dr. Rao', 'Psychiatrist', 'MD', 9, 'About', 800, '{"line1":"a","line2":"b"}') returning id`,
      );
      // 00:30 IST on the 5th is still the 4th in UTC: the totals go by the IST day.
      const visit = async (time: string, extra: string) =>
        (
          await old.query(
            `insert into appointments (user_id, doctor_id, slot_date, slot_time, starts_at, amount, cancelled, is_completed)
             values ('${patient!.id}', '${doctor!.id}', '5_1_2027', '${time}', '2027-01-05T${time}:00+05:30', 800, ${extra})
             returning id`,
          )
        )[0]!.id;
      const paid = await visit('00:30', 'false, true');
      const waiting = await visit('10:30', 'false, false');
      await visit('11:00', 'true, false');
      for (const [id, status, utr] of [
        [paid, 'accepted', '111122223333'],
        [waiting, 'pending', '444455556666'],
      ]) {
        await old.query(
          `insert into payment_proofs (appointment_id, name, transaction_id, status)
           values ('${id}', 'Asha', '${utr}', '${status}') returning appointment_id as id`,
        );
      }
      await old.close();

      const connection = await engine.openCurrent();
      try {
        const totals = await connection.db.select().from(appointmentDayStats);
        expect(totals).toEqual([
          {
            day: '2027-01-05',
            doctorId: doctor!.id,
            booked: 2,
            completed: 1,
            cancelled: 1,
            noShow: 0,
            released: 0,
            approved: 800,
            pending: 800,
          },
        ]);
        expect(await dayTotalsDrift(connection)).toEqual([]);
      } finally {
        await connection.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await engine.drop();
    }
  });
});
