import { Module } from '@nestjs/common';
import { ConsentModule } from '../consent/consent.module.js';
import { AccountPrivacyRepository } from './account-privacy.repository.js';

/**
 * The consents stored on an account and their history, with no imports but the
 * history's own, so sign-up (in AuthModule) and the privacy routes (which need
 * AuthModule's guard) can both write them without importing one another.
 */
@Module({
  imports: [ConsentModule],
  providers: [AccountPrivacyRepository],
  exports: [AccountPrivacyRepository, ConsentModule],
})
export class AccountPrivacyModule {}
