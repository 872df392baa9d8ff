import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { DoctorListCache } from './doctor-list.cache.js';
import { DoctorsAdminRepository } from './doctors-admin.repository.js';
import { DoctorsAdminService } from './doctors-admin.service.js';
import { DoctorsRepository } from './doctors.repository.js';
import { DoctorsService } from './doctors.service.js';

@Module({
  imports: [AuditModule, StorageModule],
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
