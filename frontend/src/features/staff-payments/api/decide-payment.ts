import { env } from '@/config/env';
import { readToken } from '@/lib/api-client';
import { staffApi } from '@/lib/staff-api';

interface DecisionAnswer {
  success: true;
  message: string;
}

/** What staff decided about one proof; a rejection carries the reason the patient will read. */
export type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

const base = (appointmentId: string) => `/api/admin/payments/${encodeURIComponent(appointmentId)}`;

/**
 * POST …/approve or …/reject. A 409 (someone else decided first) arrives as an
 * ApiRequestError with status 409, like every other refusal.
 */
export function decidePayment(appointmentId: string, decision: Decision): Promise<DecisionAnswer> {
  return decision.kind === 'approve'
    ? staffApi.post<DecisionAnswer>(`${base(appointmentId)}/approve`)
    : staffApi.post<DecisionAnswer>(`${base(appointmentId)}/reject`, { reason: decision.reason });
}

/**
 * The approval of a proof still held for Undo when the console's page is being left
 * (tab closed, reload): `keepalive` lets the request outlive the page. Nobody reads the
 * answer; a failure leaves the proof pending, where the queue shows it again.
 */
export function sendApprovalOnLeave(appointmentId: string): void {
  const token = readToken('staff');
  if (!token) return;
  void fetch(`${env.API_URL}${base(appointmentId)}/approve`, {
    method: 'POST',
    keepalive: true,
    headers: { token, 'Content-Type': 'application/json' },
    body: '{}',
  }).catch(() => undefined);
}
