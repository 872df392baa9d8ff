import { Injectable } from '@nestjs/common';
import { type ConsoleAccount, type ConsoleRole, isConsoleRole } from '@umang/common';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import { isUniqueViolation } from '../database/postgres-errors.js';
import type { Executor } from '../database/unit-of-work.js';
import { doctors } from '../doctors/doctors.table.js';
import { users } from '../users/users.table.js';

export interface NewConsoleAccount {
  email: string;
  name: string;
  role: ConsoleRole;
  doctorId: string | null;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  doctorId: users.doctorId,
  doctorName: doctors.name,
  hasPassword: sql<boolean>`${users.passwordHash} IS NOT NULL`,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
};

interface AccountRow {
  id: string;
  email: string;
  name: string;
  role: string;
  doctorId: string | null;
  doctorName: string | null;
  hasPassword: boolean;
  createdAt: Date;
  disabledAt: Date | null;
}

function toConsoleAccount(row: AccountRow): ConsoleAccount {
  if (!isConsoleRole(row.role)) throw new Error(`Not a console account: ${row.id}`);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    doctorId: row.doctorId,
    doctorName: row.doctorName,
    state: row.disabledAt ? 'disabled' : row.hasPassword ? 'active' : 'invited',
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

/** Console accounts (every role but `patient`) as the admin manages them. */
@Injectable()
export class ConsoleAccountsRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  private select(executor: Executor = this.connection.db) {
    return executor
      .select(accountColumns)
      .from(users)
      .leftJoin(doctors, eq(doctors.id, users.doctorId))
      .$dynamic();
  }

  /** Live accounts first by name, disabled ones after them. */
  async list(): Promise<ConsoleAccount[]> {
    const rows = await this.select()
      .where(ne(users.role, 'patient'))
      .orderBy(sql`${users.disabledAt} IS NOT NULL`, asc(users.name), asc(users.email));
    return rows.map(toConsoleAccount);
  }

  async find(id: string, executor?: Executor): Promise<ConsoleAccount | null> {
    const [row] = await this.select(executor).where(and(eq(users.id, id), ne(users.role, 'patient')));
    return row ? toConsoleAccount(row) : null;
  }

  async findByEmail(email: string): Promise<ConsoleAccount | null> {
    const [row] = await this.select().where(and(eq(users.email, email), ne(users.role, 'patient')));
    return row ? toConsoleAccount(row) : null;
  }

  async doctorName(doctorId: string): Promise<string | null> {
    const [row] = await this.connection.db
      .select({ name: doctors.name })
      .from(doctors)
      .where(eq(doctors.id, doctorId));
    return row?.name ?? null;
  }

  /**
   * The new account's id, or what stood in the way: the e-mail has an account, or the
   * doctor has a live one. The unique indexes decide, even under races.
   */
  async insert(
    executor: Executor,
    account: NewConsoleAccount,
    now: Date,
  ): Promise<{ id: string } | 'email_taken' | 'doctor_has_account'> {
    try {
      const [row] = await executor
        .insert(users)
        .values({ ...account, passwordHash: null, createdAt: now, updatedAt: now })
        .returning({ id: users.id });
      return { id: row!.id };
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) return 'email_taken';
      if (isUniqueViolation(error, 'users_doctor_live_key')) return 'doctor_has_account';
      throw error;
    }
  }

  /**
   * Locks every admin account that is not disabled and answers their ids. Two admins
   * disabling each other at once queue here: the second sees the first's change, so the
   * centre can never be left without an admin.
   */
  async lockLiveAdmins(executor: Executor): Promise<string[]> {
    const rows = await executor
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
      .for('update');
    return rows.map((row) => row.id);
  }

  /** Disables the account and ends its sessions; false when it was disabled already. */
  async disable(executor: Executor, id: string, now: Date): Promise<boolean> {
    const rows = await executor
      .update(users)
      .set({ disabledAt: now, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(and(eq(users.id, id), ne(users.role, 'patient'), isNull(users.disabledAt)))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** Sets the password and ends every earlier session; false when the account is gone or disabled. */
  async setPassword(executor: Executor, id: string, passwordHash: string, now: Date): Promise<boolean> {
    const rows = await executor
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(and(eq(users.id, id), ne(users.role, 'patient'), isNull(users.disabledAt)))
      .returning({ id: users.id });
    return rows.length > 0;
  }
}
