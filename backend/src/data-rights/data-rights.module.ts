import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ConsentModule } from '../consent/consent.module.js';
import { DoctorsModule } from '../doctors/doctors.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { DataExportRepository } from './data-export.repository.js';
import { DataExportService } from './data-export.service.js';
import { DataRightsController } from './data-rights.controller.js';
import { EmailChangeService } from './email-change.service.js';
import { ErasureRepository } from './erasure.repository.js';
import { ErasureService } from './erasure.service.js';

/** A patient's rights over their data: a copy of it all, a change of e-mail, and erasure. */
@Module({
  imports: [AuditModule, AuthModule, ConsentModule, DoctorsModule, StorageModule],
  controllers: [DataRightsController],
  providers: [DataExportRepository, DataExportService, EmailChangeService, ErasureRepository, ErasureService],
})
export class DataRightsModule {}
