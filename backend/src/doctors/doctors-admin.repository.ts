import { Injectable } from '@nestjs/common';
import { and, eq, gte } from 'drizzle-orm';
import type { Executor } from '../database/unit-of-work.js';
import type { DoctorRow, NewBlockedSlot, NewDoctor } from './doctors.repository.js';
import { blockedSlots, doctors } from './doctors.table.js';

export type DoctorPatch = Partial<Omit<NewDoctor, 'id' | 'createdAt'>>;

/**
 * Staff changes to doctors and their blocked slots, written through the unit of
 * work the service opened, so each commits together with its audit entry.
 */
@Injectable()
export class DoctorsAdminRepository {
  async insert(tx: Executor, doctor: NewDoctor): Promise<DoctorRow> {
    const [row] = await tx.insert(doctors).values(doctor).returning();
    return row!;
  }

  /**
   * The row before and after the change, or null (and nothing written) when there is
   * no such doctor. The row is locked while it changes, so `before` is what was replaced.
   */
  async update(
    tx: Executor,
    id: string,
    patch: DoctorPatch,
  ): Promise<{ before: DoctorRow; after: DoctorRow } | null> {
    const [before] = await tx.select().from(doctors).where(eq(doctors.id, id)).for('update');
    if (!before) return null;
    const [after] = await tx.update(doctors).set(patch).where(eq(doctors.id, id)).returning();
    return { before, after: after! };
  }

  /**
   * Deletes the doctor's blocked slots starting at or after `since` and inserts
   * `slots` instead; answers how many were deleted, or null when there is no such
   * doctor. The doctor's row is locked first, so two replacements cannot interleave.
   */
  async replaceBlockedFrom(
    tx: Executor,
    doctorId: string,
    since: Date,
    slots: Omit<NewBlockedSlot, 'doctorId'>[],
  ): Promise<number | null> {
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
    if (slots.length > 0) await tx.insert(blockedSlots).values(slots.map((slot) => ({ ...slot, doctorId })));
    return removed.length;
  }
}
