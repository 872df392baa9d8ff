import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import {
  type Appointment,
  type PaymentProof,
  checkSlot,
  SLOT_CHECK_MESSAGES,
  slotStart,
  slotStartsAtIso,
  to24Hour,
} from '@umang/common';
import { AuditService } from '../audit/audit.service.js';
import { Clock } from '../common/clock.js';
import { DoctorsService } from '../doctors/doctors.service.js';
import { AppointmentMailsService, type AppointmentMailKind } from './appointment-mails.service.js';
import {
  type AppointmentRow,
  AppointmentsRepository,
  type DetailedAppointment,
  type StaffFilter,
} from './appointments.repository.js';
import type { BookAppointmentDto } from './dto/book-appointment.dto.js';

/** Live unpaid future appointments one patient may hold, so nobody can reserve the whole calendar. */
export const MAX_HELD_APPOINTMENTS = 3;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'Appointment not found';

/** The patient's view of an appointment (spec §3, ARCHITECTURE §4). */
export function toAppointment({ appointment: a, doctor, proof }: DetailedAppointment): Appointment {
  return {
    _id: a.id,
    docId: a.doctorId,
    docData: {
      name: doctor.name,
      image: doctor.image,
      speciality: doctor.speciality,
      address: { line1: doctor.address.line1, line2: doctor.address.line2 },
    },
    slotDate: a.slotDate,
    slotTime: a.slotTime,
    startsAt: slotStartsAtIso(a.slotDate, a.slotTime) ?? a.startsAt.toISOString(),
    amount: a.amount,
    payment: a.payment,
    isCompleted: a.isCompleted,
    cancelled: a.cancelled,
    paymentProof: proof ? toPaymentProof(proof) : null,
  };
}

/** A payment proof as the API answers it, to patients and staff alike. */
export function toPaymentProof(proof: NonNullable<DetailedAppointment['proof']>): PaymentProof {
  return {
    status: proof.status,
    name: proof.name,
    transactionId: proof.transactionId,
    submittedAt: proof.submittedAt.toISOString(),
    reviewedAt: proof.reviewedAt?.toISOString() ?? null,
    reason: proof.reason,
  };
}

@Injectable()
export class AppointmentsService {
  private readonly logger = new Logger(AppointmentsService.name);

  constructor(
    private readonly appointments: AppointmentsRepository,
    private readonly doctors: DoctorsService,
    private readonly mails: AppointmentMailsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Books a slot under every rule of `common/`; the unique live-slot index settles races. */
  async book(userId: string, dto: BookAppointmentDto): Promise<AppointmentRow> {
    const now = this.clock.now();
    const found = UUID.test(dto.docId) ? await this.doctors.findWithSchedule(dto.docId, now) : null;
    if (!found) throw new NotFoundException('Doctor not found');
    if (!found.doctor.available)
      throw new ConflictException('This doctor is not taking appointments right now');
    const verdict = checkSlot(dto.slotDate, dto.slotTime, found.schedule, now);
    if (verdict === 'booked') throw new ConflictException(SLOT_CHECK_MESSAGES.booked);
    if (verdict !== 'ok') throw new BadRequestException(SLOT_CHECK_MESSAGES[verdict]);
    const slotTime = to24Hour(dto.slotTime) as string;
    const created = await this.appointments.insertWithinHoldLimit(
      {
        userId,
        doctorId: found.doctor.id,
        slotDate: dto.slotDate,
        slotTime,
        startsAt: slotStart(dto.slotDate, slotTime) as Date,
        amount: found.doctor.fees,
        createdAt: now,
        updatedAt: now,
      },
      MAX_HELD_APPOINTMENTS,
      now,
    );
    if (created === 'taken') throw new ConflictException(SLOT_CHECK_MESSAGES.booked);
    if (created === 'limit') {
      throw new HttpException(
        {
          success: false,
          message: `You already hold ${MAX_HELD_APPOINTMENTS} unpaid appointments. Please pay for or cancel one before booking another.`,
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    this.doctors.changed();
    await this.notify('booked', created.id);
    return created;
  }

  async listForUser(userId: string): Promise<Appointment[]> {
    return (await this.appointments.listForUser(userId)).map(toAppointment);
  }

  /** The caller's own appointment; anyone else's id answers 404, never its data. */
  async findOwn(userId: string, id: string): Promise<DetailedAppointment> {
    const found = UUID.test(id) ? await this.appointments.findDetailed(id, userId) : null;
    if (!found) throw new NotFoundException(NOT_FOUND);
    return found;
  }

  async findAny(id: string): Promise<DetailedAppointment> {
    const found = UUID.test(id) ? await this.appointments.findDetailed(id) : null;
    if (!found) throw new NotFoundException(NOT_FOUND);
    return found;
  }

  /** Cancels the caller's appointment and frees its slot at once. */
  async cancelOwn(userId: string, id: string): Promise<void> {
    const { appointment, proof } = await this.findOwn(userId, id);
    if (appointment.cancelled) throw new ConflictException('This appointment is already cancelled');
    if (appointment.isCompleted) throw new ConflictException('A completed appointment cannot be cancelled');
    if (appointment.payment || proof?.status === 'accepted') {
      throw new ConflictException('This appointment is paid. Please call the centre to cancel it.');
    }
    if (proof?.status === 'pending') {
      throw new ConflictException('Your payment is being verified. Please call the centre to cancel.');
    }
    if (!(await this.appointments.cancel(id, this.clock.now(), true))) {
      throw new ConflictException('This appointment can no longer be cancelled');
    }
    this.doctors.changed();
    await this.notify('cancelled', id);
  }

  /** Staff cancel: any live, not completed appointment (a paid one is refunded at the desk). */
  async cancelByStaff(staffId: string, id: string): Promise<AppointmentRow> {
    await this.findAny(id);
    const row = await this.appointments.cancel(id, this.clock.now(), false);
    if (!row) throw new ConflictException('This appointment is already cancelled or completed');
    this.doctors.changed();
    await this.audit.record({
      actorId: staffId,
      action: 'appointment.cancel',
      targetType: 'appointment',
      targetId: id,
    });
    await this.notify('cancelled', id);
    return row;
  }

  async complete(staffId: string, id: string): Promise<AppointmentRow> {
    await this.findAny(id);
    const row = await this.appointments.complete(id, this.clock.now());
    if (!row) throw new ConflictException('This appointment is already cancelled or completed');
    await this.audit.record({
      actorId: staffId,
      action: 'appointment.complete',
      targetType: 'appointment',
      targetId: id,
    });
    return row;
  }

  listForStaff(filter: Omit<StaffFilter, 'now'>) {
    return this.appointments.listForStaff({ ...filter, now: this.clock.now() });
  }

  /** Mail never undoes what already happened: a failure is logged, not thrown. */
  async notify(kind: AppointmentMailKind, id: string): Promise<void> {
    try {
      await this.mails.notify(kind, id);
    } catch (error) {
      this.logger.warn(
        `Could not queue the ${kind} mail for ${id}: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
}
