import type { AuditResponse } from '@umang/common';
import { staffApi } from '@/lib/staff-api';

/** Entries a request asks for; fewer back means the oldest entry has been reached. */
export const AUDIT_PAGE_SIZE = 50;

export interface AuditQuery {
  actorId: string;
  action: string;
  /** The id of the oldest entry already shown, for the next (older) page. */
  before?: number;
}

/** GET /api/admin/audit, newest first. */
export function getAuditEntries({ actorId, action, before }: AuditQuery, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (actorId) query.set('actorId', actorId);
  if (action) query.set('action', action);
  if (before !== undefined) query.set('before', String(before));
  query.set('limit', String(AUDIT_PAGE_SIZE));
  return staffApi.get<AuditResponse>(`/api/admin/audit?${query.toString()}`, signal);
}
