import type { PaymentStatus, StaffPaymentsResponse } from '@umang/common';
import { staffApi } from '@/lib/staff-api';

/** Rows a page of the payments table holds. */
export const PAYMENTS_PAGE_SIZE = 20;

/** GET /api/admin/payments: one page of proofs in one state, with the counts of all three. */
export function getPayments(
  status: PaymentStatus,
  page: number,
  signal?: AbortSignal,
): Promise<StaffPaymentsResponse> {
  const query = new URLSearchParams({
    status,
    page: String(page),
    pageSize: String(PAYMENTS_PAGE_SIZE),
  });
  return staffApi.get<StaffPaymentsResponse>(`/api/admin/payments?${query.toString()}`, signal);
}
