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
