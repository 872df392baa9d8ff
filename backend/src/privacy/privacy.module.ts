import { Module } from '@nestjs/common';
import { ConsentModule } from '../consent/consent.module.js';

/** The privacy notice, the optional consents, and the retention job that deletes what was kept long enough. */
@Module({ imports: [ConsentModule] })
export class PrivacyModule {}
