import { Module } from '@nestjs/common';
import { ConsentModule } from '../consent/consent.module.js';

/** A patient's rights over their data: a copy of it all, a change of e-mail, and erasure. */
@Module({ imports: [ConsentModule] })
export class DataRightsModule {}
