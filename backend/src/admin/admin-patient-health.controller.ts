import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { PatientHealthResponse } from '@umang/common';
import { APPOINTMENT_NOT_FOUND } from '../appointments/appointments.service.js';
import { Auth, type Caller, CurrentCaller } from '../auth/auth.guard.js';
import { RouteId } from '../common/validation/route-id.pipe.js';
import { HealthViewService } from '../privacy/health-view.service.js';

/**
 * A visit's patient's health details, for the doctor who sees them and the admin;
 * not the front desk, whose work (bookings, payments) needs none. Each view is audited.
 */
@ApiTags('staff')
@Controller('admin/appointments')
export class AdminPatientHealthController {
  constructor(private readonly health: HealthViewService) {}

  @Get(':id/health')
  @Auth('admin', 'doctor')
  @ApiNotFoundResponse({
    description: "Appointment not found: also for a doctor asking about another doctor's",
  })
  async get(
    @CurrentCaller() caller: Caller,
    @RouteId('id', APPOINTMENT_NOT_FOUND) id: string,
  ): Promise<PatientHealthResponse> {
    return { success: true, health: await this.health.view(caller, id) };
  }
}
