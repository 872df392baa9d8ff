import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import {
  type ApiResult,
  type RescheduleResponse,
  STAFF_APPOINTMENT_STATUSES,
  type StaffAppointment,
  type StaffAppointmentResponse,
  type StaffAppointmentsResponse,
} from '@umang/common';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { toStaffAppointment } from '../appointments/appointment.presenter.js';
import { APPOINTMENT_NOT_FOUND, AppointmentsService } from '../appointments/appointments.service.js';
import { RescheduleSlotDto } from '../appointments/dto/reschedule-appointment.dto.js';
import { RescheduleService } from '../appointments/reschedule.service.js';
import { Auth, type Caller, CurrentCaller } from '../auth/auth.guard.js';
import { PageQueryDto } from '../common/validation/page-query.dto.js';
import { RouteId } from '../common/validation/route-id.pipe.js';
import { IsId } from '../common/validation/validators.js';

const STATUSES = STAFF_APPOINTMENT_STATUSES;

class AppointmentsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: '5_1_2027' })
  @IsOptional()
  @IsString()
  @Matches(/^[1-9]\d?_[1-9]\d?_\d{4}$/, { message: 'date must be d_m_yyyy' })
  date?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsId('a UUID')
  doctorId?: string;

  @ApiPropertyOptional({ enum: STATUSES })
  @IsOptional()
  @IsIn(STATUSES)
  status?: (typeof STATUSES)[number];
}

/** Where a doctor's console reaches another doctor's appointment, it answers 404 (see `findAny`). */
const ANOTHER_DOCTORS = "Appointment not found: also for a doctor asking about another doctor's";

// Roles per route, not per class: a class's guard and a route's would both run.
@ApiTags('staff')
@Controller('admin/appointments')
export class AdminAppointmentsController {
  constructor(
    private readonly appointments: AppointmentsService,
    private readonly reschedules: RescheduleService,
  ) {}

  @Get()
  @Auth('admin', 'staff', 'doctor')
  async list(
    @CurrentCaller() caller: Caller,
    @Query() query: AppointmentsQueryDto,
  ): Promise<StaffAppointmentsResponse> {
    const { rows, total } = await this.appointments.listForStaff(caller, {
      slotDate: query.date,
      doctorId: query.doctorId,
      status: query.status,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      success: true,
      appointments: rows.map(toStaffAppointment),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  @Get(':id')
  @Auth('admin', 'staff', 'doctor')
  @ApiNotFoundResponse({ description: ANOTHER_DOCTORS })
  async get(
    @CurrentCaller() caller: Caller,
    @RouteId('id', APPOINTMENT_NOT_FOUND) id: string,
  ): Promise<StaffAppointmentResponse> {
    return {
      success: true,
      appointment: toStaffAppointment(await this.appointments.findForConsole(caller, id)),
    };
  }

  @Post(':id/complete')
  @HttpCode(200)
  @Auth('admin', 'staff', 'doctor')
  @ApiNotFoundResponse({ description: ANOTHER_DOCTORS })
  @ApiConflictResponse({ description: 'not_paid, not_started, already_closed or marked_no_show' })
  async complete(
    @CurrentCaller() caller: Caller,
    @RouteId('id', APPOINTMENT_NOT_FOUND) id: string,
  ): Promise<ApiResult> {
    await this.appointments.complete(caller, id);
    return { success: true, message: 'Appointment marked completed' };
  }

  @Post(':id/no-show')
  @HttpCode(200)
  @Auth('admin', 'staff', 'doctor')
  @ApiNotFoundResponse({ description: ANOTHER_DOCTORS })
  @ApiConflictResponse({ description: 'not_started (before the slot) or already_closed' })
  async noShow(
    @CurrentCaller() caller: Caller,
    @RouteId('id', APPOINTMENT_NOT_FOUND) id: string,
  ): Promise<ApiResult> {
    await this.appointments.markNoShow(caller, id);
    return { success: true, message: 'Appointment marked a no-show' };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Auth('admin', 'staff')
  async cancel(
    @CurrentCaller() staff: Caller,
    @RouteId('id', APPOINTMENT_NOT_FOUND) id: string,
  ): Promise<ApiResult> {
    await this.appointments.cancelByStaff(staff.id, id);
    return { success: true, message: 'Appointment cancelled' };
  }

  @Post(':id/reschedule')
  @HttpCode(200)
  @Auth('admin', 'staff')
  @ApiConflictResponse({
    description: 'already_closed, slot_unavailable (someone else holds the slot) or patient_busy',
  })
  async reschedule(
    @CurrentCaller() staff: Caller,
    @RouteId('id', APPOINTMENT_NOT_FOUND) id: string,
    @Body() dto: RescheduleSlotDto,
  ): Promise<RescheduleResponse & { appointment: StaffAppointment }> {
    const moved = await this.reschedules.moveByStaff(staff.id, id, dto);
    return { success: true, message: 'Appointment rescheduled', appointment: toStaffAppointment(moved) };
  }
}
