import { Module } from '@nestjs/common';
import { DoctorsAdminRepository } from './doctors-admin.repository.js';
import { DoctorsAdminService } from './doctors-admin.service.js';
import { DoctorsController } from './doctors.controller.js';
import { DoctorsRepository } from './doctors.repository.js';
import { DoctorsService } from './doctors.service.js';

@Module({
  controllers: [DoctorsController],
  providers: [DoctorsRepository, DoctorsService, DoctorsAdminRepository, DoctorsAdminService],
  exports: [DoctorsService, DoctorsAdminService],
})
export class DoctorsModule {}
