import { Injectable } from '@nestjs/common';
import type { AuditAction } from '@umang/common';
import { Clock } from '../common/clock.js';
import { type AuditFilter, AuditRepository, type Executor } from './audit.repository.js';

export interface AuditEvent {
  /** The staff member (or patient) who acted; null when the system itself did (a scheduled job). */
  actorId: string | null;
  /** What was done, as `noun.verb`; the list the staff console filters by lives in common/. */
  action: AuditAction;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}

/** Who did what, to which record, when. Pass the transaction so the entry commits with the change. */
@Injectable()
export class AuditService {
  constructor(
    private readonly audit: AuditRepository,
    private readonly clock: Clock,
  ) {}

  record(event: AuditEvent, executor?: Executor): Promise<void> {
    return this.audit.insert(
      { ...event, details: event.details ?? {}, createdAt: this.clock.now() },
      executor,
    );
  }

  list(filter: AuditFilter) {
    return this.audit.list(filter);
  }
}
