import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module.js';
import { DoctorsController } from './doctors.controller.js';
import { DoctorsRepository } from './doctors.repository.js';
import { DoctorsService } from './doctors.service.js';

@Module({
  imports: [AppointmentsModule],
  controllers: [DoctorsController],
  providers: [DoctorsRepository, DoctorsService],
  exports: [DoctorsService],
})
export class DoctorsModule {}
