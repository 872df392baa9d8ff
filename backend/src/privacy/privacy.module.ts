import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { AccountPrivacyModule } from './account-privacy.module.js';
import { HealthViewRepository } from './health-view.repository.js';
import { HealthViewService } from './health-view.service.js';
import { PrivacyController, PrivacyNoticeController } from './privacy.controller.js';
import { PrivacyService } from './privacy.service.js';
import { RetentionRepository } from './retention.repository.js';
import { RetentionService } from './retention.service.js';

/**
 * The privacy notice, the optional consents, the retention job that deletes what was
 * kept long enough, and the audited reading of a patient's health details by staff.
 */
@Module({
  imports: [AccountPrivacyModule, AuditModule, AuthModule],
  controllers: [PrivacyNoticeController, PrivacyController],
  providers: [PrivacyService, RetentionRepository, RetentionService, HealthViewRepository, HealthViewService],
  exports: [HealthViewService],
})
export class PrivacyModule {}
