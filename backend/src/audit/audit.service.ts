import { Injectable } from '@nestjs/common';
import type { AuditAction } from '@umang/common';
import { Clock } from '../common/clock.js';
import type { Executor } from '../database/unit-of-work.js';
import { type AuditFilter, AuditRepository } from './audit.repository.js';

export interface AuditEvent {
  /** The staff member (or patient) who acted; null when the system itself did (a scheduled job). */
  actorId: string | null;
  /** What was done, as `noun.verb`; the list the staff console filters by lives in common/. */
  action: AuditAction;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}

/**
 * Who did what, to which record, when. An entry is only ever written inside the
 * unit of work of the change it records (see UnitOfWork), so both commit or neither does.
 */
@Injectable()
export class AuditService {
  constructor(
    private readonly audit: AuditRepository,
    private readonly clock: Clock,
  ) {}

  record(tx: Executor, event: AuditEvent): Promise<void> {
    return this.audit.insert(tx, { ...event, details: event.details ?? {}, createdAt: this.clock.now() });
  }

  /** A staff member's change to one record, the entry most staff actions write. */
  recordChange(
    tx: Executor,
    actor: { id: string },
    action: AuditAction,
    target: { type: string; id: string },
    details: Record<string, unknown> = {},
  ): Promise<void> {
    return this.record(tx, {
      actorId: actor.id,
      action,
      targetType: target.type,
      targetId: target.id,
      details,
    });
  }

  list(filter: AuditFilter) {
    return this.audit.list(filter);
  }
}
