import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import type {
  ApiResult,
  RescheduleResponse,
  StaffAppointment,
  StaffAppointmentsResponse,
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

const STATUSES = ['upcoming', 'completed', 'cancelled', 'unpaid', 'pending', 'paid'] as const;

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

@ApiTags('staff')
@Auth('admin', 'staff')
@Controller('admin/appointments')
export class AdminAppointmentsController {
  constructor(
    private readonly appointments: AppointmentsService,
    private readonly reschedules: RescheduleService,
  ) {}

  @Get()
  async list(@Query() query: AppointmentsQueryDto): Promise<StaffAppointmentsResponse> {
    const { rows, total } = await this.appointments.listForStaff({
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

  @Post(':id/complete')
  @HttpCode(200)
  async complete(
    @CurrentCaller() staff: Caller,
    @RouteId('id', APPOINTMENT_NOT_FOUND) id: string,
  ): Promise<ApiResult> {
    await this.appointments.complete(staff.id, id);
    return { success: true, message: 'Appointment marked completed' };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(
    @CurrentCaller() staff: Caller,
    @RouteId('id', APPOINTMENT_NOT_FOUND) id: string,
  ): Promise<ApiResult> {
    await this.appointments.cancelByStaff(staff.id, id);
    return { success: true, message: 'Appointment cancelled' };
  }

  @Post(':id/reschedule')
  @HttpCode(200)
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
