import { Inject, Injectable } from '@nestjs/common';
import {
  RESCHEDULE_MESSAGES,
  reschedulableFields,
  rescheduleBlock,
  slotStart,
  to24Hour,
} from '@umang/common';
import { AuditService } from '../audit/audit.service.js';
import { Clock } from '../common/clock.js';
import { ConflictError, InvalidError, NotFoundError } from '../common/errors/domain-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { type Executor, UnitOfWork } from '../database/unit-of-work.js';
import { DoctorsService } from '../doctors/doctors.service.js';
import { AppointmentMailsService } from './appointment-mails.service.js';
import { patientOf, type ViewedAppointment } from './appointment.presenter.js';
import { AppointmentsRepository, type DetailedAppointment } from './appointments.repository.js';
import {
  APPOINTMENT_NOT_FOUND,
  AppointmentsService,
  bookableSlot,
  slotTaken,
} from './appointments.service.js';
import type { RescheduleAppointmentDto, RescheduleSlotDto } from './dto/reschedule-appointment.dto.js';
import { type MovableRow, type NewSlot, RescheduleRepository } from './reschedule.repository.js';

export const SAME_SLOT_MESSAGE = 'The appointment is already at this time. Please choose another slot.';

/** Who moves an appointment: its patient, under the limits, or staff at the desk, audited. */
type Mover = { by: 'patient' } | { by: 'staff'; staffId: string };

type RuleRow = Pick<MovableRow, 'cancelled' | 'isCompleted' | 'noShowAt' | 'startsAt' | 'rescheduleCount'>;

const sameSlot = () => new InvalidError(SAME_SLOT_MESSAGE, 'same_slot');

/**
 * Moves an appointment to another slot with the same doctor, at the same fee, in
 * place: its payment and its proof stay with it. The new slot obeys every booking
 * rule; the unique live-slot index settles races with bookings and other moves.
 */
@Injectable()
export class RescheduleService {
  constructor(
    private readonly appointments: AppointmentsService,
    private readonly reads: AppointmentsRepository,
    private readonly repository: RescheduleRepository,
    private readonly doctors: DoctorsService,
    private readonly mails: AppointmentMailsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly unit: UnitOfWork,
  ) {}

  /** The patient's move of their own appointment: a few times, until the cutoff before it starts. */
  async moveOwn(userId: string, dto: RescheduleAppointmentDto): Promise<ViewedAppointment> {
    return this.move(await this.appointments.findOwn(userId, dto.appointmentId), dto, { by: 'patient' });
  }

  /** Staff move any live appointment, as often and as late as they need; not counted, but audited. */
  async moveByStaff(staffId: string, id: string, dto: RescheduleSlotDto): Promise<ViewedAppointment> {
    return this.move(await this.appointments.findAny(id), dto, { by: 'staff', staffId });
  }

  private async move(
    found: DetailedAppointment,
    dto: RescheduleSlotDto,
    mover: Mover,
  ): Promise<ViewedAppointment> {
    const now = this.clock.now();
    this.refuseIfBlocked(found.appointment, mover, now);
    const to = await this.newSlot(found.appointment, dto, now);
    const mail = await this.unit.run((tx) => this.moveWithin(tx, found, to, mover, now));
    this.doctors.changed();
    this.mails.deliverSoon(mail);
    return this.appointments.withHold(await this.appointments.findAny(found.appointment.id));
  }

  /**
   * The move itself, in one transaction: the row locked and the rules checked again on
   * it (a cancel or another move may have committed since the first read), the slot
   * claimed, the person checked free at that time, the old reminder taken back, the
   * staff move audited and the patient's mail queued. Answers the mail's id.
   */
  private async moveWithin(
    tx: Executor,
    found: DetailedAppointment,
    to: NewSlot,
    mover: Mover,
    now: Date,
  ): Promise<string | null> {
    const { id } = found.appointment;
    const locked = await this.repository.lock(tx, id);
    if (!locked) throw NotFoundError.of(APPOINTMENT_NOT_FOUND);
    this.refuseIfBlocked(locked, mover, now);
    if (locked.startsAt.getTime() === to.startsAt.getTime()) throw sameSlot();
    const byPatient = mover.by === 'patient';
    if ((await this.repository.move(tx, id, to, { byPatient, now })) === 'taken') throw slotTaken();
    // Slot first, then account, the order booking takes them in, so the two never deadlock.
    await this.repository.lockAccount(tx, locked.userId);
    if (await this.reads.personHasVisitAt(tx, locked, to.startsAt, id)) throw this.busy(found, mover);
    await this.mails.withdrawReminder(tx, id, locked.startsAt);
    const from = { slotDate: locked.slotDate, slotTime: locked.slotTime };
    if (mover.by === 'staff') {
      const details = { from, to: { slotDate: to.slotDate, slotTime: to.slotTime } };
      const target = { type: 'appointment', id };
      await this.audit.record(tx, { id: mover.staffId }, 'appointment.reschedule', target, details);
    }
    return this.mails.queueMoved(tx, id, from);
  }

  /** Closed appointments (cancelled, completed, no-show) stay where they are; the patient is held to `rescheduleBlock` besides. */
  private refuseIfBlocked(row: RuleRow, mover: Mover, now: Date): void {
    const block =
      mover.by === 'patient'
        ? rescheduleBlock(
            {
              cancelled: row.cancelled,
              isCompleted: row.isCompleted,
              noShow: row.noShowAt !== null,
              ...reschedulableFields(row.startsAt, row.rescheduleCount, this.config.rescheduleCutoffHours),
            },
            now,
          )
        : row.cancelled || row.isCompleted || row.noShowAt !== null
          ? 'already_closed'
          : null;
    if (block) throw new ConflictError(RESCHEDULE_MESSAGES[block], block);
  }

  /** The slot asked for, checked against the doctor's schedule by the booking rules of `common/`. */
  private async newSlot(
    appointment: DetailedAppointment['appointment'],
    dto: RescheduleSlotDto,
    now: Date,
  ): Promise<NewSlot> {
    const found = await this.doctors.findWithSchedule(appointment.doctorId, now);
    // Before the rules: the schedule counts the appointment's own slot as booked.
    const time = to24Hour(dto.slotTime);
    if (time !== null && slotStart(dto.slotDate, time)?.getTime() === appointment.startsAt.getTime()) {
      throw sameSlot();
    }
    const { slotTime, startsAt } = bookableSlot(found, dto.slotDate, dto.slotTime, now);
    return { slotDate: dto.slotDate, slotTime, startsAt };
  }

  /** The person the visit is for already has one at the new time (a family member, or the holder). */
  private busy(found: DetailedAppointment, mover: Mover): ConflictError {
    const patient = patientOf(found);
    const message =
      patient.relation === 'self' && mover.by === 'patient'
        ? 'You already have another appointment at this time'
        : `${patient.name} already has another appointment at this time`;
    return new ConflictError(message, 'patient_busy');
  }
}
