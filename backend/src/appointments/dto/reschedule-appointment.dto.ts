import { IntersectionType, PickType } from '@nestjs/swagger';
import { AppointmentIdDto } from './appointment-id.dto.js';
import { BookAppointmentDto } from './book-appointment.dto.js';

/**
 * The new slot, validated exactly as booking validates it (the same fields and
 * messages, 12-hour times included); staff send only this.
 */
export class RescheduleSlotDto extends PickType(BookAppointmentDto, ['slotDate', 'slotTime'] as const) {}

/** The patient's move: which of their appointments, and the new slot with the same doctor. */
export class RescheduleAppointmentDto extends IntersectionType(AppointmentIdDto, RescheduleSlotDto) {}
