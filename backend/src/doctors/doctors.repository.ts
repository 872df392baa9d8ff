import { Injectable } from '@nestjs/common';
import { asc, count, gte } from 'drizzle-orm';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import { blockedSlots, doctors } from './doctors.table.js';

export type DoctorRow = typeof doctors.$inferSelect;
export type NewDoctor = typeof doctors.$inferInsert;
export type NewBlockedSlot = typeof blockedSlots.$inferInsert;
export type BlockedSlotRow = Pick<typeof blockedSlots.$inferSelect, 'doctorId' | 'slotDate' | 'slotTime'>;

@Injectable()
export class DoctorsRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  /** Oldest first, so the list order is stable as doctors are added. */
  findAll(): Promise<DoctorRow[]> {
    return this.connection.db.select().from(doctors).orderBy(asc(doctors.createdAt), asc(doctors.name));
  }

  blockedSince(since: Date): Promise<BlockedSlotRow[]> {
    return this.connection.db
      .select({
        doctorId: blockedSlots.doctorId,
        slotDate: blockedSlots.slotDate,
        slotTime: blockedSlots.slotTime,
      })
      .from(blockedSlots)
      .where(gte(blockedSlots.startsAt, since))
      .orderBy(asc(blockedSlots.startsAt));
  }

  async count(): Promise<number> {
    const [row] = await this.connection.db.select({ n: count() }).from(doctors);
    return row?.n ?? 0;
  }

  /** Inserts doctors with their blocked slots in one transaction, so a seed is all or nothing. */
  async insertWithBlockedSlots(
    entries: { doctor: NewDoctor; blocked: Omit<NewBlockedSlot, 'doctorId'>[] }[],
  ): Promise<void> {
    await this.connection.db.transaction(async (tx) => {
      for (const { doctor, blocked } of entries) {
        const [created] = await tx.insert(doctors).values(doctor).returning({ id: doctors.id });
        if (created && blocked.length > 0) {
          await tx.insert(blockedSlots).values(blocked.map((slot) => ({ ...slot, doctorId: created.id })));
        }
      }
    });
  }
}
