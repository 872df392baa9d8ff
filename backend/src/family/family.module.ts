import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ConsentModule } from '../consent/consent.module.js';
import { FamilyController } from './family.controller.js';
import { FamilyRepository } from './family.repository.js';
import { FamilyService } from './family.service.js';

/** The family members an account books for; booking asks this module who a visit is for. */
@Module({
  imports: [AuthModule, ConsentModule],
  controllers: [FamilyController],
  providers: [FamilyRepository, FamilyService],
  exports: [FamilyService],
})
export class FamilyModule {}
