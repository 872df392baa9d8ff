import { Module } from '@nestjs/common';
import { DoctorListCache } from './doctor-list.cache.js';
import { DoctorsAdminRepository } from './doctors-admin.repository.js';
import { DoctorsAdminService } from './doctors-admin.service.js';
import { DoctorsController } from './doctors.controller.js';
import { DoctorsRepository } from './doctors.repository.js';
import { DoctorsService } from './doctors.service.js';

@Module({
  controllers: [DoctorsController],
  providers: [
    DoctorListCache,
    DoctorsRepository,
    DoctorsService,
    DoctorsAdminRepository,
    DoctorsAdminService,
  ],
  exports: [DoctorsService, DoctorsAdminService],
})
export class DoctorsModule {}
