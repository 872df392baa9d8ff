import { Injectable } from '@nestjs/common';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  isNotNull,
  isNull,
  ne,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { StaffAppointmentStatus } from '@umang/common';
import type { Database, DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Executor } from '../database/unit-of-work.js';
import { doctors } from '../doctors/doctors.table.js';
import { familyMembers } from '../family/family-members.table.js';
import { isPaid, PROOF_COLUMNS, paymentProofs } from '../payments/payment-proofs.table.js';
import { users } from '../users/users.table.js';
import { appointments } from './appointments.table.js';

/** An appointment as every read answers it: its columns and whether it is paid. */
export type AppointmentRow = typeof appointments.$inferSelect & { payment: boolean };
/** What booking stores; a new appointment has no proof, so it is unpaid. */
export type NewAppointment = typeof appointments.$inferInsert;

/** The columns of `AppointmentRow`, for selects and `returning`. */
export const APPOINTMENT_COLUMNS = { ...getTableColumns(appointments), payment: isPaid };

/** A cancellation by the centre (staff or the release job). */
export interface CentreCancellation {
  /** Shown to the patient next to the cancelled state. */
  reason: string;
  /** What a payment proof still waiting for a check is rejected with. */
  proofReason: string;
  /** The staff member who cancelled, or null for the release job; kept as the proof's reviewer. */
  actorId: string | null;
}

/** The calendar event's next SEQUENCE: every move and the cancellation raise it, so calendars apply them. */
export const nextSequence = sql`${appointments.sequence} + 1`;

/**
 * Neither cancelled, completed nor marked a no-show: the appointments that may still
 * change. A no-show is closed like a completed visit.
 */
export const stillOpen = and(
  eq(appointments.cancelled, false),
  eq(appointments.isCompleted, false),
  isNull(appointments.noShowAt),
);

/** No proof waiting for or holding a decision: a rejected proof counts as none. */
export const noLiveProof = sql`not exists (select 1 from ${paymentProofs} where ${paymentProofs.appointmentId} = ${appointments.id} and ${paymentProofs.status} <> 'rejected')`;

/**
 * Cancels an open appointment (`stillOpen`) through `tx` and settles a proof
 * still waiting for a check as rejected (so staff can never approve a payment for
 * a freed slot); the caller's unit of work commits both with the audit entry.
 * `also` narrows which appointments may be cancelled. Null when none was.
 */
export async function cancelByCentreWithin(
  tx: Executor,
  id: string,
  now: Date,
  cancellation: CentreCancellation,
  also?: SQL,
): Promise<AppointmentRow | null> {
  const [row] = await tx
    .update(appointments)
    .set({
      cancelled: true,
      cancelledAt: now,
      cancelReason: cancellation.reason,
      // The release job is the only centre cancellation without a staff member behind it.
      releasedAt: cancellation.actorId === null ? now : null,
      updatedAt: now,
      sequence: nextSequence,
    })
    .where(and(eq(appointments.id, id), stillOpen, also))
    .returning(APPOINTMENT_COLUMNS);
  if (!row) return null;
  await tx
    .update(paymentProofs)
    .set({
      status: 'rejected',
      reason: cancellation.proofReason,
      reviewedAt: now,
      reviewedBy: cancellation.actorId,
    })
    .where(and(eq(paymentProofs.appointmentId, id), eq(paymentProofs.status, 'pending')));
  return row;
}

/** The account holder, who booked, pays and is mailed (staff see how to reach them). */
export const ACCOUNT_COLUMNS = {
  name: users.name,
  email: users.email,
  phone: users.phone,
  gender: users.gender,
};
/** The family member a visit is for; null (left join) when it is for the account holder. */
export const MEMBER_COLUMNS = {
  name: familyMembers.name,
  relation: familyMembers.relation,
  gender: familyMembers.gender,
};

/** An appointment with what its views show: doctor, proof, who it is for and the account holder. */
const detailed = {
  appointment: APPOINTMENT_COLUMNS,
  doctor: {
    name: doctors.name,
    image: doctors.image,
    speciality: doctors.speciality,
    address: doctors.address,
  },
  proof: PROOF_COLUMNS,
  account: ACCOUNT_COLUMNS,
  member: MEMBER_COLUMNS,
};

/** The joins behind `detailed`: doctor and account always exist, a proof or member may not. */
const selectDetailed = (db: Database) =>
  db
    .select(detailed)
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(users, eq(users.id, appointments.userId))
    .leftJoin(familyMembers, eq(familyMembers.id, appointments.patientId))
    .leftJoin(paymentProofs, eq(paymentProofs.appointmentId, appointments.id));

/** One row of `selectDetailed`, typed by the select itself (`proof` is null without a proof). */
export type DetailedAppointment = Awaited<ReturnType<typeof selectDetailed>>[number];

export type StaffStatusFilter = StaffAppointmentStatus;

export interface StaffFilter {
  slotDate?: string;
  doctorId?: string;
  /** The doctor a doctor's console is limited to, whatever `doctorId` asks for. */
  scopeDoctorId?: string;
  status?: StaffStatusFilter;
  now: Date;
  limit: number;
  offset: number;
}

/**
 * Why a booking did not go in: the slot was taken, the account holds too many unpaid
 * visits, the person already has a visit at that time, or the family member it was
 * for has been removed meanwhile.
 */
export type BookingRefusal = 'taken' | 'limit' | 'busy' | 'member-gone';

/** Thrown inside the booking transaction to roll its claim back, carrying why. */
class Refused extends Error {
  constructor(readonly refusal: Exclude<BookingRefusal, 'taken'>) {
    super(`booking refused: ${refusal}`);
  }
}

/** The appointments table, with the proof and doctor joined for reading. */
@Injectable()
export class AppointmentsRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  private selectDetailed() {
    return selectDetailed(this.db);
  }

  /**
   * Inserts the appointment unless a live one already holds its slot ('taken') or its
   * patient would then hold more than `limit` live, unpaid appointments still ahead
   * ('limit'). The slot is claimed first, in one statement against the unique live-slot
   * index, so every request that lost the race answers at once and never queues behind
   * a patient's lock. Only the winner then locks its patient's row and counts, so
   * parallel bookings by one patient are counted one after another, never all against
   * the same count; over the limit, the claim is rolled back and the slot is free again.
   * A transaction that holds a patient's lock waits for nothing else, so none deadlock.
   * Under the same lock it refuses a person (the account holder, or the family member of
   * `patientId`) who already has a live visit at that time ('busy'), and a member removed
   * since the caller looked them up ('member-gone'): removing a member takes that lock too.
   * Given a transaction, the claim is a savepoint of it, so the caller can store more
   * (the booking mail) that commits with it.
   */
  async insertWithinHoldLimit(
    executor: Executor,
    appointment: NewAppointment,
    limit: number,
    now: Date,
  ): Promise<AppointmentRow | BookingRefusal> {
    try {
      return await executor.transaction(async (tx) => {
        const [row] = await tx
          .insert(appointments)
          .values(appointment)
          .onConflictDoNothing({
            target: [appointments.doctorId, appointments.startsAt],
            where: eq(appointments.cancelled, false),
          })
          .returning(APPOINTMENT_COLUMNS);
        if (!row) return 'taken';
        // Not `for update`: the insert's foreign key holds a key-share lock on the same row,
        // and two bookings by one patient would then each wait for the other.
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, appointment.userId))
          .for('no key update');
        const patientId = appointment.patientId ?? null;
        if (patientId !== null && !(await this.memberListed(tx, appointment.userId, patientId))) {
          throw new Refused('member-gone');
        }
        const who = { userId: appointment.userId, patientId };
        if (await this.personHasVisitAt(tx, who, appointment.startsAt, row.id)) throw new Refused('busy');
        const [held] = await tx
          .select({ n: count() })
          .from(appointments)
          .where(
            and(
              eq(appointments.userId, appointment.userId),
              eq(appointments.cancelled, false),
              not(isPaid),
              gt(appointments.startsAt, now),
            ),
          );
        // The count includes the row just claimed.
        if ((held?.n ?? 0) > limit) throw new Refused('limit');
        return row;
      });
    } catch (error) {
      if (error instanceof Refused) return error.refusal;
      throw error;
    }
  }

  /** Whether the account still lists the family member (not removed). */
  private async memberListed(tx: Executor, userId: string, memberId: string): Promise<boolean> {
    const [found] = await tx
      .select({ id: familyMembers.id })
      .from(familyMembers)
      .where(
        and(
          eq(familyMembers.id, memberId),
          eq(familyMembers.userId, userId),
          isNull(familyMembers.removedAt),
        ),
      );
    return found !== undefined;
  }

  /**
   * Whether the person (the account holder when `patientId` is null, else that family
   * member) has a live appointment other than `exceptId` starting at `startsAt`: one
   * person cannot be in two rooms at once. Call it inside the transaction after
   * locking the account's row, so parallel bookings of one account are checked one
   * after another and each sees the others' commits.
   */
  async personHasVisitAt(
    tx: Executor,
    who: { userId: string; patientId: string | null },
    startsAt: Date,
    exceptId?: string,
  ): Promise<boolean> {
    const [found] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.userId, who.userId),
          who.patientId === null ? isNull(appointments.patientId) : eq(appointments.patientId, who.patientId),
          eq(appointments.startsAt, startsAt),
          eq(appointments.cancelled, false),
          exceptId ? ne(appointments.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return found !== undefined;
  }

  /** The caller's appointments, oldest booking first (the SPA reverses it). */
  listForUser(userId: string): Promise<DetailedAppointment[]> {
    return this.selectDetailed()
      .where(eq(appointments.userId, userId))
      .orderBy(asc(appointments.createdAt), asc(appointments.startsAt));
  }

  /**
   * One appointment, only if `userId` owns it and `doctorId` sees it (when given):
   * another patient's or another doctor's id finds nothing.
   */
  async findDetailed(
    id: string,
    { userId, doctorId }: { userId?: string; doctorId?: string } = {},
  ): Promise<DetailedAppointment | null> {
    const [row] = await this.selectDetailed().where(
      and(
        eq(appointments.id, id),
        userId ? eq(appointments.userId, userId) : undefined,
        doctorId ? eq(appointments.doctorId, doctorId) : undefined,
      ),
    );
    return row ?? null;
  }

  /** The patient's cancel: only an open one, with no proof awaiting or holding a decision. */
  async cancelOwn(tx: Executor, id: string, now: Date): Promise<AppointmentRow | null> {
    const [row] = await tx
      .update(appointments)
      .set({ cancelled: true, cancelledAt: now, updatedAt: now, sequence: nextSequence })
      .where(and(eq(appointments.id, id), stillOpen, noLiveProof))
      .returning(APPOINTMENT_COLUMNS);
    return row ?? null;
  }

  /** Staff cancel of any open appointment; see `cancelByCentreWithin`. */
  cancelByCentre(
    tx: Executor,
    id: string,
    now: Date,
    cancellation: CentreCancellation,
  ): Promise<AppointmentRow | null> {
    return cancelByCentreWithin(tx, id, now, cancellation);
  }

  /** Marks an open appointment (of `doctorId`, when given) completed; null when it was not. */
  async complete(tx: Executor, id: string, now: Date, doctorId?: string): Promise<AppointmentRow | null> {
    const [row] = await tx
      .update(appointments)
      .set({ isCompleted: true, completedAt: now, updatedAt: now })
      .where(
        and(eq(appointments.id, id), stillOpen, doctorId ? eq(appointments.doctorId, doctorId) : undefined),
      )
      .returning(APPOINTMENT_COLUMNS);
    return row ?? null;
  }

  /**
   * Marks an open appointment (of `doctorId`, when given) a no-show; null when it was
   * not. The condition is the guard against a race: of two requests, one marks it.
   */
  async markNoShow(tx: Executor, id: string, now: Date, doctorId?: string): Promise<AppointmentRow | null> {
    const [row] = await tx
      .update(appointments)
      .set({ noShowAt: now, updatedAt: now })
      .where(
        and(eq(appointments.id, id), stillOpen, doctorId ? eq(appointments.doctorId, doctorId) : undefined),
      )
      .returning(APPOINTMENT_COLUMNS);
    return row ?? null;
  }

  async listForStaff(filter: StaffFilter): Promise<{ rows: DetailedAppointment[]; total: number }> {
    const conditions: (SQL | undefined)[] = [
      filter.slotDate ? eq(appointments.slotDate, filter.slotDate) : undefined,
      filter.doctorId ? eq(appointments.doctorId, filter.doctorId) : undefined,
      // Both at once: a doctor naming another doctor's id gets an empty list, never theirs.
      filter.scopeDoctorId ? eq(appointments.doctorId, filter.scopeDoctorId) : undefined,
      filter.status ? this.statusCondition(filter.status, filter.now) : undefined,
    ];
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.selectDetailed()
        .where(where)
        .orderBy(desc(appointments.startsAt))
        .limit(filter.limit)
        .offset(filter.offset),
      this.db
        .select({ n: count() })
        .from(appointments)
        .leftJoin(paymentProofs, eq(paymentProofs.appointmentId, appointments.id))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  private statusCondition(status: StaffStatusFilter, now: Date): SQL | undefined {
    switch (status) {
      case 'upcoming':
        return and(stillOpen, gt(appointments.startsAt, now));
      case 'completed':
        return eq(appointments.isCompleted, true);
      case 'cancelled':
        return eq(appointments.cancelled, true);
      case 'noShow':
        return isNotNull(appointments.noShowAt);
      case 'paid':
        return isPaid;
      case 'pending':
        return and(eq(appointments.cancelled, false), eq(paymentProofs.status, 'pending'));
      case 'unpaid':
        // No proof, or a rejected one: so no accepted one either, and `isPaid` would add nothing.
        return and(
          eq(appointments.cancelled, false),
          or(isNull(paymentProofs.status), eq(paymentProofs.status, 'rejected')),
        );
    }
  }
}
