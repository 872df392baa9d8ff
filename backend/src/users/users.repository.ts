import { Injectable } from '@nestjs/common';
import { type ConsoleMe, isConsoleRole, isId, type Language } from '@umang/common';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { doctors } from '../doctors/doctors.table.js';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import { freshReads } from '../database/fresh-reads.js';
import { isUniqueViolation } from '../database/postgres-errors.js';
import { users } from './users.table.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ProfilePatch = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'fathername'
    | 'mothername'
    | 'phone'
    | 'address'
    | 'gender'
    | 'dob'
    | 'bloodGroup'
    | 'allergy'
    | 'medicalCondition'
    | 'image'
  >
>;

@Injectable()
export class UsersRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  /**
   * Every signed-in request reads its account (the token's version, for logout and
   * reset): reads that arrive together go as one query.
   */
  private readonly byId = freshReads<string, UserRow>(async (ids) => {
    const wanted = ids.filter(isId);
    const rows = wanted.length ? await this.db.select().from(users).where(inArray(users.id, wanted)) : [];
    return new Map(rows.map((row) => [row.id, row]));
  });

  private get db() {
    return this.connection.db;
  }

  findById(id: string): Promise<UserRow | null> {
    // Lower case, as PostgreSQL writes a uuid.
    return this.byId.load(id.toLowerCase());
  }

  async findByEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email));
    return row ?? null;
  }

  /** The new user, or null when the e-mail is taken (the unique index decides, even under races). */
  async create(user: NewUser): Promise<UserRow | null> {
    try {
      const [row] = await this.db.insert(users).values(user).returning();
      return row ?? null;
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) return null;
      throw error;
    }
  }

  async updateProfile(id: string, patch: ProfilePatch, now: Date): Promise<UserRow | null> {
    const [row] = await this.db
      .update(users)
      .set({ ...patch, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  }

  /** Answers whether the account exists. */
  async setLanguage(id: string, language: Language): Promise<boolean> {
    const [row] = await this.db
      .update(users)
      .set({ language })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    return row !== undefined;
  }

  /** Sets a new password and revokes every token issued before. */
  async replacePassword(id: string, passwordHash: string, now: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, id));
  }

  /** Revokes every token issued so far. */
  async bumpTokenVersion(id: string): Promise<void> {
    await this.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id));
  }

  /** A console account with its doctor's name (for a `doctor`), or null for anyone else. */
  async findConsoleAccount(id: string): Promise<ConsoleMe | null> {
    const [row] = await this.db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        doctorId: users.doctorId,
        doctorName: doctors.name,
      })
      .from(users)
      .leftJoin(doctors, eq(doctors.id, users.doctorId))
      .where(and(eq(users.id, id), ne(users.role, 'patient')));
    if (!row || !isConsoleRole(row.role)) return null;
    return { ...row, role: row.role };
  }

  /** Whether any console account (admin, staff or doctor) exists. */
  async hasConsoleAccount(): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(ne(users.role, 'patient'))
      .limit(1);
    return Boolean(row);
  }
}
