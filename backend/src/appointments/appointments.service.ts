import { Inject, Injectable } from '@nestjs/common';
import {
  type Appointment,
  type ErrorCode,
  checkSlot,
  reschedulableFields,
  COMPLETION_MESSAGES,
  completionBlock,
  MARKED_NO_SHOW_MESSAGE,
  NO_SHOW_CODES,
  NO_SHOW_MESSAGES,
  noShowBlock,
  type SlotCheck,
  isId,
  PRIVACY_NOTICE_VERSION,
  SLOT_CHECK_MESSAGES,
  slotStart,
  to24Hour,
} from '@umang/common';
import { AuditService } from '../audit/audit.service.js';
import type { Caller } from '../auth/auth.guard.js';
import { doctorScope } from '../auth/doctor-scope.js';
import { Clock } from '../common/clock.js';
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  type NotFoundReason,
  RateLimitedError,
} from '../common/errors/domain-error.js';
import type { LimitName } from '../common/rate-limit/limits.js';
import { RateLimitService } from '../common/rate-limit/rate-limit.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { DoctorsService } from '../doctors/doctors.service.js';
import { FAMILY_MEMBER_NOT_FOUND, FamilyService } from '../family/family.service.js';
import { UsersService } from '../users/users.service.js';
import { AppointmentMailsService } from './appointment-mails.service.js';
import {
  type AppointmentRow,
  AppointmentsRepository,
  type DetailedAppointment,
  type StaffFilter,
} from './appointments.repository.js';
import { toAppointment, type ViewedAppointment } from './appointment.presenter.js';
import type { BookAppointmentDto } from './dto/book-appointment.dto.js';
import { SlotAttempts } from './slot-attempts.js';
import { CANCELLED_BEFORE_CHECK, holdExpiry, STAFF_CANCEL_REASON } from './unpaid-hold.js';

/** Live unpaid future appointments one patient may hold, so nobody can reserve the whole calendar. */
export const MAX_HELD_APPOINTMENTS = 3;
export const APPOINTMENT_NOT_FOUND: NotFoundReason = {
  message: 'Appointment not found',
  code: 'appointment_not_found',
};
const NOT_FOUND = APPOINTMENT_NOT_FOUND;
const ALREADY_CLOSED = 'This appointment is already cancelled, completed or marked a no-show';
const markedNoShow = () => new ConflictError(MARKED_NO_SHOW_MESSAGE, 'marked_no_show');
/** The code answered with each refusal of `checkSlot` that is the request's fault. */
const SLOT_CHECK_CODES: Record<Exclude<SlotCheck, 'ok' | 'booked'>, ErrorCode> = {
  'invalid-date': 'slot_invalid_date',
  'invalid-time': 'slot_invalid_time',
  sunday: 'slot_sunday',
  past: 'slot_past',
  'outside-window': 'slot_not_open',
  blocked: 'slot_blocked',
};
export const slotTaken = () => new ConflictError(SLOT_CHECK_MESSAGES.booked, 'slot_unavailable');

/** A doctor with the schedule the booking rules read (`DoctorsService.findWithSchedule`). */
type ScheduledDoctor = NonNullable<Awaited<ReturnType<DoctorsService['findWithSchedule']>>>;

/**
 * The slot asked for, refused unless the doctor is known and taking appointments and
 * the booking rules of `common/` allow it now; answered with the doctor, its 24-hour
 * time and its start.
 * Booking and moving an appointment judge a slot alike through this.
 */
export function bookableSlot(
  found: ScheduledDoctor | null,
  slotDate: string,
  slotTime: string,
  now: Date,
): { doctor: ScheduledDoctor['doctor']; slotTime: string; startsAt: Date } {
  if (!found) throw new NotFoundError('Doctor not found', 'doctor_not_found');
  if (!found.doctor.available)
    throw new ConflictError('This doctor is not taking appointments right now', 'doctor_unavailable');
  const verdict = checkSlot(slotDate, slotTime, found.schedule, now);
  if (verdict === 'booked') throw slotTaken();
  if (verdict !== 'ok') throw new InvalidError(SLOT_CHECK_MESSAGES[verdict], SLOT_CHECK_CODES[verdict]);
  // 'ok' means both the date and the time were read.
  const time = to24Hour(slotTime) as string;
  return { doctor: found.doctor, slotTime: time, startsAt: slotStart(slotDate, time) as Date };
}
export const NOTICE_NOT_ACCEPTED =
  'Our privacy notice has changed. Please read it and accept it before booking.';
/** The limits on booking, per address and per account; both count bookings made only. */
const BOOKING_LIMITS: readonly LimitName[] = ['bookingsFromAddress', 'bookingsByAccount'];

@Injectable()
export class AppointmentsService {
  private readonly attempts = new SlotAttempts();

  constructor(
    private readonly appointments: AppointmentsRepository,
    private readonly doctors: DoctorsService,
    private readonly mails: AppointmentMailsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly unit: UnitOfWork,
    private readonly limits: RateLimitService,
    private readonly family: FamilyService,
    private readonly users: UsersService,
  ) {}

  /** Adds when an unpaid booking stops being held and how the patient may still move it, for the views. */
  readonly withHold = (row: DetailedAppointment): ViewedAppointment => ({
    ...row,
    holdExpiresAt: holdExpiry(row.appointment, row.proof, this.config.unpaidHoldMinutes),
    ...reschedulableFields(
      row.appointment.startsAt,
      row.appointment.rescheduleCount,
      this.config.rescheduleCutoffHours,
    ),
  });

  /**
   * Books a slot under every rule of `common/` and the booking limits, which count
   * only bookings made: a slot someone else holds, or any other refusal, costs the
   * family nothing. The unique live-slot index settles races; within this process a
   * rush for one slot waits on one attempt at a time (`SlotAttempts`). With `patientId`
   * the visit is for that family member of the caller's account; one person never holds
   * two visits at one time, while the unpaid-hold limit counts the whole account.
   */
  async book(userId: string, dto: BookAppointmentDto, address: string): Promise<AppointmentRow> {
    // A new booking is new data held under the notice: it waits until the current one is accepted.
    if ((await this.users.findById(userId))?.consentVersion !== PRIVACY_NOTICE_VERSION) {
      throw new ForbiddenError(NOTICE_NOT_ACCEPTED, 'notice_not_accepted');
    }
    const now = this.clock.now();
    const found = isId(dto.docId) ? await this.doctors.findWithSchedule(dto.docId, now) : null;
    const { doctor, slotTime, startsAt } = bookableSlot(found, dto.slotDate, dto.slotTime, now);
    // Looked up only when asked for: a booking for the account holder reads no member.
    const member = dto.patientId === undefined ? null : await this.family.findLive(userId, dto.patientId);
    const take = () =>
      this.unit.run(async (tx) => {
        const created = await this.appointments.insertWithinHoldLimit(
          tx,
          {
            userId,
            patientId: member?.id ?? null,
            doctorId: doctor.id,
            slotDate: dto.slotDate,
            slotTime,
            startsAt,
            amount: doctor.fees,
            createdAt: now,
            updatedAt: now,
          },
          MAX_HELD_APPOINTMENTS,
          now,
        );
        if (created === 'taken') throw slotTaken();
        if (created === 'member-gone') throw NotFoundError.of(FAMILY_MEMBER_NOT_FOUND);
        if (created === 'busy') {
          throw new ConflictError(
            member
              ? `${member.name} already has an appointment at this time`
              : 'You already have an appointment at this time',
            'patient_busy',
          );
        }
        if (created === 'limit') {
          throw new RateLimitedError(
            `You already hold ${MAX_HELD_APPOINTMENTS} unpaid appointments. Please pay for or cancel one before booking another.`,
            null,
            'too_many_unpaid',
          );
        }
        return { created, mail: await this.mails.queue(tx, 'booked', created.id) };
      });
    const { created, mail } = await this.attempts.run(
      `${doctor.id}@${startsAt.toISOString()}`,
      () => this.limits.within(BOOKING_LIMITS, { address, account: userId }, take),
      slotTaken,
    );
    this.doctors.changed();
    this.mails.deliverSoon(mail);
    return created;
  }

  async listForUser(userId: string): Promise<Appointment[]> {
    return (await this.appointments.listForUser(userId)).map((row) => toAppointment(this.withHold(row)));
  }

  /** The caller's own appointment; anyone else's id answers 404, never its data. */
  async findOwn(userId: string, id: string): Promise<DetailedAppointment> {
    const found = isId(id) ? await this.appointments.findDetailed(id, { userId }) : null;
    if (!found) throw NotFoundError.of(NOT_FOUND);
    return found;
  }

  /**
   * Any appointment, for the console; a doctor's console finds only that doctor's, and
   * another doctor's id answers 404 like a missing one, so a doctor cannot learn it exists.
   */
  async findAny(id: string, doctorId?: string): Promise<DetailedAppointment> {
    const found = isId(id) ? await this.appointments.findDetailed(id, { doctorId }) : null;
    if (!found) throw NotFoundError.of(NOT_FOUND);
    return found;
  }

  /** One appointment as the console shows it, within the caller's reach (see `findAny`). */
  async findForConsole(caller: Caller, id: string): Promise<ViewedAppointment> {
    return this.withHold(await this.findAny(id, doctorScope(caller)));
  }

  /** Cancels the caller's appointment and frees its slot at once. */
  async cancelOwn(userId: string, id: string): Promise<void> {
    const { appointment, proof } = await this.findOwn(userId, id);
    if (appointment.cancelled)
      throw new ConflictError('This appointment is already cancelled', 'already_cancelled');
    if (appointment.isCompleted)
      throw new ConflictError('A completed appointment cannot be cancelled', 'already_completed');
    if (appointment.noShowAt) throw markedNoShow();
    if (appointment.payment) {
      throw new ConflictError(
        'This appointment is paid. Please call the centre to cancel it.',
        'already_paid',
      );
    }
    if (proof?.status === 'pending') {
      throw new ConflictError(
        'Your payment is being verified. Please call the centre to cancel.',
        'payment_pending',
      );
    }
    const mail = await this.unit.run(async (tx) => {
      if (!(await this.appointments.cancelOwn(tx, id, this.clock.now()))) return undefined;
      return this.mails.queue(tx, 'cancelled', id);
    });
    if (mail === undefined) {
      throw new ConflictError('This appointment can no longer be cancelled', 'not_cancellable');
    }
    this.doctors.changed();
    this.mails.deliverSoon(mail);
  }

  /**
   * Staff cancel: any live, not completed appointment (a paid one is refunded at
   * the desk). A proof still waiting for a check is rejected with it, so nobody
   * can approve a payment for a freed slot afterwards. The cancel, the proof's
   * rejection, the audit entry and the patient's mail commit together or not at all.
   */
  async cancelByStaff(staffId: string, id: string): Promise<AppointmentRow> {
    await this.findAny(id);
    const done = await this.unit.run(async (tx) => {
      const cancelled = await this.appointments.cancelByCentre(tx, id, this.clock.now(), {
        reason: STAFF_CANCEL_REASON,
        proofReason: CANCELLED_BEFORE_CHECK,
        actorId: staffId,
      });
      if (!cancelled) return null;
      await this.audit.record(tx, { id: staffId }, 'appointment.cancel', { type: 'appointment', id });
      return { row: cancelled, mail: await this.mails.queue(tx, 'cancelled', id) };
    });
    if (!done) throw new ConflictError(ALREADY_CLOSED, 'already_closed');
    this.doctors.changed();
    this.mails.deliverSoon(done.mail);
    return done.row;
  }

  /**
   * The console marks a visit done, only once it can have happened (paid, and its slot
   * has started); the change and its audit entry commit together or not at all. A
   * doctor marks only their own patients' visits.
   */
  async complete(caller: Caller, id: string): Promise<AppointmentRow> {
    const doctorId = doctorScope(caller);
    const { appointment } = await this.findAny(id, doctorId);
    if (appointment.noShowAt) throw markedNoShow();
    const open = !appointment.cancelled && !appointment.isCompleted;
    const block = open ? completionBlock(appointment, this.clock.now()) : null;
    if (block) throw new ConflictError(COMPLETION_MESSAGES[block], block);
    const row = await this.unit.run(async (tx) => {
      const completed = await this.appointments.complete(tx, id, this.clock.now(), doctorId);
      if (completed) {
        await this.audit.record(tx, caller, 'appointment.complete', { type: 'appointment', id });
      }
      return completed;
    });
    if (!row) throw new ConflictError(ALREADY_CLOSED, 'already_closed');
    return row;
  }

  /**
   * The console records that the patient did not come, from the slot's start on, paid
   * or not; a no-show is closed like a completed visit. The mark and its audit entry
   * commit together, and of two racing requests only one marks it.
   */
  async markNoShow(caller: Caller, id: string): Promise<AppointmentRow> {
    const doctorId = doctorScope(caller);
    const { appointment } = await this.findAny(id, doctorId);
    const now = this.clock.now();
    const block = noShowBlock({ ...appointment, noShow: appointment.noShowAt !== null }, now);
    if (block) throw new ConflictError(NO_SHOW_MESSAGES[block], NO_SHOW_CODES[block]);
    const row = await this.unit.run(async (tx) => {
      const marked = await this.appointments.markNoShow(tx, id, now, doctorId);
      if (marked) await this.audit.record(tx, caller, 'appointment.no-show', { type: 'appointment', id });
      return marked;
    });
    if (!row) throw new ConflictError(NO_SHOW_MESSAGES.closed, NO_SHOW_CODES.closed);
    return row;
  }

  /** The console's list; a doctor's holds only that doctor's appointments, whatever the filter names. */
  async listForStaff(
    caller: Caller,
    filter: Omit<StaffFilter, 'now' | 'scopeDoctorId'>,
  ): Promise<{ rows: ViewedAppointment[]; total: number }> {
    const { rows, total } = await this.appointments.listForStaff({
      ...filter,
      scopeDoctorId: doctorScope(caller),
      now: this.clock.now(),
    });
    return { rows: rows.map(this.withHold), total };
  }
}
