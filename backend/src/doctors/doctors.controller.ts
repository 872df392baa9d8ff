import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { DoctorListResponse } from '@umang/common';
import { DoctorsService } from './doctors.service.js';

@ApiTags('doctors')
@Controller('doctor')
export class DoctorsController {
  constructor(private readonly doctors: DoctorsService) {}

  @Get('list')
  @ApiOkResponse({
    description: '`{ success, doctors }`: every doctor with booked and blocked slots from today on',
  })
  async list(): Promise<DoctorListResponse> {
    return { success: true, doctors: await this.doctors.list() };
  }
}
