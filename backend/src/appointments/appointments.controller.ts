import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { ApiResult, AppointmentsResponse, RescheduleResponse } from '@umang/common';
import { Auth, type Caller, CurrentCaller } from '../auth/auth.guard.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { toAppointment } from './appointment.presenter.js';
import { AppointmentsService } from './appointments.service.js';
import { AppointmentIdDto } from './dto/appointment-id.dto.js';
import { BookAppointmentDto } from './dto/book-appointment.dto.js';
import { RescheduleAppointmentDto } from './dto/reschedule-appointment.dto.js';
import { RescheduleService } from './reschedule.service.js';

@ApiTags('appointments')
@Auth('patient')
@Controller('user')
export class AppointmentsController {
  constructor(
    private readonly appointments: AppointmentsService,
    private readonly reschedules: RescheduleService,
  ) {}

  @Post('book-appointment')
  @HttpCode(201)
  @ApiConflictResponse({ description: 'Slot not available: someone else holds it' })
  @ApiTooManyRequestsResponse({
    description:
      'rate limited: bookings made per address and per account (bookingsFromAddress, bookingsByAccount)',
  })
  async book(
    @CurrentCaller() caller: Caller,
    @Body() dto: BookAppointmentDto,
    @Ip() address: string,
  ): Promise<ApiResult & { appointmentId: string }> {
    const created = await this.appointments.book(caller.id, dto, address);
    return { success: true, message: 'Appointment booked', appointmentId: created.id };
  }

  @Get('appointments')
  async list(@CurrentCaller() caller: Caller): Promise<AppointmentsResponse> {
    return { success: true, appointments: await this.appointments.listForUser(caller.id) };
  }

  @Post('cancel-appointment')
  @HttpCode(200)
  @RateLimit('cancellationsByAccount')
  async cancel(@CurrentCaller() caller: Caller, @Body() dto: AppointmentIdDto): Promise<ApiResult> {
    await this.appointments.cancelOwn(caller.id, dto.appointmentId);
    return { success: true, message: 'Appointment cancelled' };
  }

  @Post('reschedule-appointment')
  @HttpCode(200)
  @RateLimit('reschedulesByAccount')
  @ApiConflictResponse({
    description:
      'already_closed, reschedule_limit, reschedule_too_late, slot_unavailable (someone else holds the slot) or patient_busy',
  })
  async reschedule(
    @CurrentCaller() caller: Caller,
    @Body() dto: RescheduleAppointmentDto,
  ): Promise<RescheduleResponse> {
    const moved = await this.reschedules.moveOwn(caller.id, dto);
    return { success: true, message: 'Appointment rescheduled', appointment: toAppointment(moved) };
  }
}
