import { Injectable } from '@nestjs/common';
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import { appointments } from '../appointments/appointments.table.js';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Executor } from '../database/unit-of-work.js';
import { users } from '../users/users.table.js';
import { familyMembers } from './family-members.table.js';

export type FamilyMemberRow = typeof familyMembers.$inferSelect;
export type NewFamilyMember = Omit<typeof familyMembers.$inferInsert, 'id' | 'removedAt'>;
export type FamilyMemberPatch = Partial<
  Pick<
    FamilyMemberRow,
    | 'name'
    | 'relation'
    | 'dob'
    | 'gender'
    | 'bloodGroup'
    | 'allergy'
    | 'medicalCondition'
    | 'guardianConsentAt'
  >
>;
export type RemoveOutcome = 'removed' | 'booked' | 'not-found';

/** A member the account still lists: its own, and not removed. */
const liveMemberOf = (userId: string, id: string) =>
  and(eq(familyMembers.id, id), eq(familyMembers.userId, userId), isNull(familyMembers.removedAt));

/**
 * Locks the account's row for the rest of the transaction, as booking does (`no key
 * update`, which the foreign keys' key-share locks never wait for): adding, removing
 * and booking for the members of one account then happen one after another, and each
 * sees what the one before committed.
 */
async function lockAccount(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

@Injectable()
export class FamilyRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  /** The account's members still listed, oldest first. */
  listLive(userId: string): Promise<FamilyMemberRow[]> {
    return this.db
      .select()
      .from(familyMembers)
      .where(and(eq(familyMembers.userId, userId), isNull(familyMembers.removedAt)))
      .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
  }

  async findLive(userId: string, id: string): Promise<FamilyMemberRow | null> {
    const [row] = await this.db.select().from(familyMembers).where(liveMemberOf(userId, id));
    return row ?? null;
  }

  /** The new member, or 'limit' (and nothing written) when the account already lists `limit`. */
  async insertWithinLimit(
    tx: Executor,
    member: NewFamilyMember,
    limit: number,
  ): Promise<FamilyMemberRow | 'limit'> {
    await lockAccount(tx, member.userId);
    const [listed] = await tx
      .select({ n: count() })
      .from(familyMembers)
      .where(and(eq(familyMembers.userId, member.userId), isNull(familyMembers.removedAt)));
    if ((listed?.n ?? 0) >= limit) return 'limit';
    const [row] = await tx.insert(familyMembers).values(member).returning();
    return row!;
  }

  /** The caller's live member, locked for the rest of the transaction so an edit sees the row it changes. */
  async lockLive(tx: Executor, userId: string, id: string): Promise<FamilyMemberRow | null> {
    const [row] = await tx.select().from(familyMembers).where(liveMemberOf(userId, id)).for('no key update');
    return row ?? null;
  }

  async update(
    tx: Executor,
    userId: string,
    id: string,
    patch: FamilyMemberPatch,
    now: Date,
  ): Promise<FamilyMemberRow | null> {
    const [row] = await tx
      .update(familyMembers)
      .set({ ...patch, updatedAt: now })
      .where(liveMemberOf(userId, id))
      .returning();
    return row ?? null;
  }

  /**
   * Marks the member removed unless a live appointment of theirs is still ahead
   * ('booked'). The row stays, so the visits they had still name them.
   */
  async removeUnlessBooked(tx: Executor, userId: string, id: string, now: Date): Promise<RemoveOutcome> {
    await lockAccount(tx, userId);
    const [ahead] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.userId, userId),
          eq(appointments.patientId, id),
          eq(appointments.cancelled, false),
          eq(appointments.isCompleted, false),
          gt(appointments.startsAt, now),
        ),
      )
      .limit(1);
    if (ahead) return 'booked';
    const removed = await tx
      .update(familyMembers)
      .set({ removedAt: now, updatedAt: now })
      .where(liveMemberOf(userId, id))
      .returning({ id: familyMembers.id });
    return removed.length === 1 ? 'removed' : 'not-found';
  }
}
