import type { AuditEntry, AuditTarget } from '@umang/common';
import { isErasedEmail } from '../data-rights/erased-account.js';
import type { AuditRepository } from './audit.repository.js';

/** An entry with its actor's name and e-mail joined in (both null once the account is gone). */
export type AuditRow = Awaited<ReturnType<AuditRepository['list']>>[number];

/** The target in words, from whichever of the joined rows matched the entry's kind. */
function targetOf(row: AuditRow): AuditTarget | null {
  if (row.targetType === 'appointment') {
    // A left join gives the nested fields one by one, each null when no row matched.
    const { patientName, doctorName, slotDate, slotTime } = row.appointment ?? {};
    if (!patientName || !doctorName || !slotDate || !slotTime) return null;
    return { kind: 'appointment', patientName, doctorName, slotDate, slotTime };
  }
  if (row.targetType === 'doctor' && row.doctorName !== null) return { kind: 'doctor', name: row.doctorName };
  if (row.targetType === 'blog' && row.blogTitle !== null) return { kind: 'blog', title: row.blogTitle };
  if (row.targetType === 'account' && row.account?.name && row.account.email) {
    return { kind: 'account', name: row.account.name, email: row.account.email };
  }
  return null;
}

/** An erased patient acted on their own account: their placeholder address is no address. */
const actorEmail = (email: string | null): string => (email && !isErasedEmail(email) ? email : '');

/** One line of the staff console's audit log. */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    target: targetOf(row),
    details: row.details,
    actor: row.actorId
      ? { id: row.actorId, name: row.actorName ?? '', email: actorEmail(row.actorEmail) }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}
