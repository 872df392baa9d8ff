import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppointmentsService } from './appointments.service.js';
import type { BookAppointmentDto } from './dto/book-appointment.dto.js';

const FIELDS = ['docId', 'slotDate', 'slotTime'] as const;
/** The longest date or time `BookAppointmentDto` accepts. */
const MAX_SLOT_LENGTH = 16;

/**
 * The booking a well-formed body asks for, trimmed as the DTO trims it; null for any
 * other body, which the validation pipe answers as it always has.
 */
function wellFormed(body: unknown): BookAppointmentDto | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  if (Object.keys(fields).some((key) => !(FIELDS as readonly string[]).includes(key))) return null;
  const { docId, slotDate, slotTime } = fields;
  if (typeof docId !== 'string' || typeof slotDate !== 'string' || typeof slotTime !== 'string') return null;
  const dto = { docId, slotDate: slotDate.trim(), slotTime: slotTime.trim() };
  return dto.slotDate.length <= MAX_SLOT_LENGTH && dto.slotTime.length <= MAX_SLOT_LENGTH ? dto : null;
}

/**
 * Answers a booking of a slot that is already taken before its rate limits are counted.
 * In a rush for one slot most requests come after it has gone: one read answers them,
 * with no counter written and given back, and the rush is over sooner. A taken slot
 * never cost a point (the limits count accepted bookings only), so no limit changes.
 * Every other request goes on to the limits and the full checks of the booking.
 */
@Injectable()
export class TakenSlotGuard implements CanActivate {
  constructor(private readonly appointments: AppointmentsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const dto = wellFormed(context.switchToHttp().getRequest<FastifyRequest>().body);
    if (dto) await this.appointments.refuseTakenSlot(dto);
    return true;
  }
}
