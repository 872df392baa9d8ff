import { Injectable } from '@nestjs/common';
import { isId } from '@umang/common';
import { and, asc, count, eq, getTableColumns, gte, type SQL, sql } from 'drizzle-orm';
import { appointments } from '../appointments/appointments.table.js';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import { freshReads } from '../database/fresh-reads.js';
import { blockedSlots, doctors } from './doctors.table.js';

export type DoctorRow = typeof doctors.$inferSelect;
export type NewDoctor = typeof doctors.$inferInsert;
export type NewBlockedSlot = typeof blockedSlots.$inferInsert;
export type BlockedSlotRow = Pick<typeof blockedSlots.$inferSelect, 'doctorId' | 'slotDate' | 'slotTime'>;
/** A doctor with the slots held by live appointments and the slots blocked, from a given day on. */
export interface DoctorWithSlots {
  doctor: DoctorRow;
  booked: BlockedSlotRow[];
  blocked: BlockedSlotRow[];
}

@Injectable()
export class DoctorsRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  /** Oldest first, so the list order is stable as doctors are added. */
  findAll(): Promise<DoctorRow[]> {
    return this.connection.db.select().from(doctors).orderBy(asc(doctors.createdAt), asc(doctors.name));
  }

  async findById(id: string): Promise<DoctorRow | null> {
    const [row] = await this.connection.db.select().from(doctors).where(eq(doctors.id, id));
    return row ?? null;
  }

  /**
   * Booking reads the doctor's schedule on every request; in a rush for one slot the
   * reads that arrive together go as one query per doctor and day.
   */
  private readonly schedules = freshReads<string, DoctorWithSlots>(async (keys) => {
    const found = await Promise.all(
      keys.map(async (key) => {
        const [id, since] = key.split(' ') as [string, string];
        // Not an id: nobody's, and a query would fail the batch for every other key.
        return [key, isId(id) ? await this.querySlotsSince(id, new Date(since)) : null] as const;
      }),
    );
    return new Map(found.flatMap(([key, row]) => (row ? [[key, row] as const] : [])));
  });

  /** One doctor with the slots held (live appointments) and blocked from `since` on. */
  findWithSlotsSince(id: string, since: Date): Promise<DoctorWithSlots | null> {
    return this.schedules.load(`${id} ${since.toISOString()}`);
  }

  /** The schedule in one round trip: under a rush each query spent is a wait for every request behind it. */
  private async querySlotsSince(id: string, since: Date): Promise<DoctorWithSlots | null> {
    const at = sql`${since.toISOString()}::timestamptz`;
    const slotsOf = (table: typeof appointments | typeof blockedSlots, live: SQL | undefined) =>
      sql<
        BlockedSlotRow[]
      >`coalesce((select json_agg(json_build_object('doctorId', ${table.doctorId}, 'slotDate', ${table.slotDate}, 'slotTime', ${table.slotTime}) order by ${table.startsAt}) from ${table} where ${and(eq(table.doctorId, doctors.id), gte(table.startsAt, at), live)}), '[]'::json)`;
    const [row] = await this.connection.db
      .select({
        doctor: getTableColumns(doctors),
        booked: slotsOf(appointments, eq(appointments.cancelled, false)),
        blocked: slotsOf(blockedSlots, undefined),
      })
      .from(doctors)
      .where(eq(doctors.id, id));
    return row ?? null;
  }

  blockedSince(since: Date, doctorId?: string): Promise<BlockedSlotRow[]> {
    return this.connection.db
      .select({
        doctorId: blockedSlots.doctorId,
        slotDate: blockedSlots.slotDate,
        slotTime: blockedSlots.slotTime,
      })
      .from(blockedSlots)
      .where(
        and(gte(blockedSlots.startsAt, since), doctorId ? eq(blockedSlots.doctorId, doctorId) : undefined),
      )
      .orderBy(asc(blockedSlots.startsAt));
  }

  /**
   * Slots held by live appointments from `since` on. `slots_booked` is part of a
   * doctor's public schedule; reading it here keeps the module dependency one-way
   * (appointments → doctors) instead of a cycle.
   */
  bookedSince(since: Date, doctorId?: string): Promise<BlockedSlotRow[]> {
    return this.connection.db
      .select({
        doctorId: appointments.doctorId,
        slotDate: appointments.slotDate,
        slotTime: appointments.slotTime,
      })
      .from(appointments)
      .where(
        and(
          eq(appointments.cancelled, false),
          gte(appointments.startsAt, since),
          doctorId ? eq(appointments.doctorId, doctorId) : undefined,
        ),
      )
      .orderBy(asc(appointments.startsAt));
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
