import { Module } from '@nestjs/common';
import { ConsentRecordsRepository } from './consent-records.repository.js';

/**
 * The consent history alone, with no imports of its own, so sign-up, family members
 * and the privacy routes can all write to it without importing one another.
 */
@Module({ providers: [ConsentRecordsRepository], exports: [ConsentRecordsRepository] })
export class ConsentModule {}
