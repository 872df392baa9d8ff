import { Module } from '@nestjs/common';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';

/** The staff actions' audit trail; imported by each module whose services record one. */
@Module({ providers: [AuditRepository, AuditService], exports: [AuditService] })
export class AuditModule {}
