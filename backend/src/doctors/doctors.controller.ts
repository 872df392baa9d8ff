import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DoctorsService } from './doctors.service.js';

@ApiTags('doctors')
@Controller('doctor')
export class DoctorsController {
  constructor(private readonly doctors: DoctorsService) {}

  @Get('list')
  @ApiOkResponse({
    description: '`{ success, doctors }`: every doctor with booked and blocked slots from today on',
  })
  // The body is the serialised `DoctorListResponse`, kept in memory between changes.
  @Header('content-type', 'application/json; charset=utf-8')
  list(): Promise<string> {
    return this.doctors.listBody();
  }
}
