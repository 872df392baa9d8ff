import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DASHBOARD_MAX_DAYS, type DashboardResponse } from '@umang/common';
import { Auth } from '../auth/auth.guard.js';
import { DashboardService } from '../dashboard/dashboard.service.js';
import { DashboardRangeDto } from '../dashboard/dto/dashboard-range.dto.js';

@ApiTags('staff')
@Auth('admin', 'staff')
@Controller('admin')
export class AdminDashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('dashboard')
  @ApiOperation({
    summary: 'Figures for a range of IST days',
    description: `Both days included, at most ${DASHBOARD_MAX_DAYS}; give \`from\` and \`to\` together, or neither for the current IST month from its first day up to today. Appointments count by the IST day of their slot.`,
  })
  @ApiOkResponse({
    description:
      '`{ success, from, to, appointments: { booked, completed, cancelled, noShow, released }, revenue: { approved, pending }, pendingProofs: { count, oldestMinutes }, byDay: [{ date, booked, completed, approvedAmount }], byDoctor: [{ doctorId, name, booked, completed, noShow, approvedAmount }], busiestSlots: [{ weekday, time, booked }] }`; see DashboardResponse in common/',
  })
  get(@Query() range: DashboardRangeDto): Promise<DashboardResponse> {
    return this.dashboard.dashboard(range);
  }
}
