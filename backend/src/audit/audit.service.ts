import { Injectable } from '@nestjs/common';
import type { AuditAction } from '@umang/common';
import { Clock } from '../common/clock.js';
import type { Executor } from '../database/unit-of-work.js';
import { type AuditFilter, AuditRepository } from './audit.repository.js';

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

  /**
   * Records `actor` doing `action` to one record, in the unit of work `tx` of the
   * change itself. `actor` is null when the system acted (a scheduled job).
   */
  record(
    tx: Executor,
    actor: { id: string } | null,
    action: AuditAction,
    target: { type: string; id: string },
    details: Record<string, unknown> = {},
  ): Promise<void> {
    return this.audit.insert(tx, {
      actorId: actor?.id ?? null,
      action,
      targetType: target.type,
      targetId: target.id,
      details,
      createdAt: this.clock.now(),
    });
  }

  list(filter: AuditFilter) {
    return this.audit.list(filter);
  }
}
