import type { AuditEntry } from '@umang/common';
import type { AuditRepository } from './audit.repository.js';

/** An entry with its actor's name and e-mail joined in (both null once the account is gone). */
export type AuditRow = Awaited<ReturnType<AuditRepository['list']>>[number];

/** One line of the staff console's audit log. */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}
