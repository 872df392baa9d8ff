import { Injectable } from '@nestjs/common';
import { and, eq, gte } from 'drizzle-orm';
import type { Database, DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import type { DoctorRow, NewBlockedSlot, NewDoctor } from './doctors.repository.js';
import { blockedSlots, doctors } from './doctors.table.js';

export type DoctorPatch = Partial<Omit<NewDoctor, 'id' | 'createdAt'>>;

/** Lets a caller write with the same transaction (the audit entry) without seeing the query builder. */
export type Writer = Pick<Database, 'insert'>;
/** Work done inside the transaction of a change, given the row it wrote; throwing rolls the change back. */
export type AlsoInTransaction<T> = (tx: Writer, row: T) => Promise<void>;

/** Staff changes to doctors and their blocked slots; each runs in one transaction with its extra work. */
@Injectable()
export class DoctorsAdminRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  insert(doctor: NewDoctor, also: AlsoInTransaction<DoctorRow>): Promise<DoctorRow> {
    return this.connection.db.transaction(async (tx) => {
      const [row] = await tx.insert(doctors).values(doctor).returning();
      await also(tx, row!);
      return row!;
    });
  }

  /**
   * The row before and after the change, or null (and nothing written) when there is
   * no such doctor. The row is locked while it changes, so `before` is what was replaced.
   */
  update(
    id: string,
    patch: DoctorPatch,
    also: AlsoInTransaction<DoctorRow>,
  ): Promise<{ before: DoctorRow; after: DoctorRow } | null> {
    return this.connection.db.transaction(async (tx) => {
      const [before] = await tx.select().from(doctors).where(eq(doctors.id, id)).for('update');
      if (!before) return null;
      const [after] = await tx.update(doctors).set(patch).where(eq(doctors.id, id)).returning();
      await also(tx, after!);
      return { before, after: after! };
    });
  }

  /**
   * Deletes the doctor's blocked slots starting at or after `since` and inserts
   * `slots` instead; answers how many were deleted, or null when there is no such
   * doctor. The doctor's row is locked first, so two replacements cannot interleave.
   */
  replaceBlockedFrom(
    doctorId: string,
    since: Date,
    slots: Omit<NewBlockedSlot, 'doctorId'>[],
    also: AlsoInTransaction<{ removed: number }>,
  ): Promise<number | null> {
    return this.connection.db.transaction(async (tx) => {
      const [doctor] = await tx
        .select({ id: doctors.id })
        .from(doctors)
        .where(eq(doctors.id, doctorId))
        .for('update');
      if (!doctor) return null;
      const removed = await tx
        .delete(blockedSlots)
        .where(and(eq(blockedSlots.doctorId, doctorId), gte(blockedSlots.startsAt, since)))
        .returning({ slotTime: blockedSlots.slotTime });
      if (slots.length > 0)
        await tx.insert(blockedSlots).values(slots.map((slot) => ({ ...slot, doctorId })));
      await also(tx, { removed: removed.length });
      return removed.length;
    });
  }
}
