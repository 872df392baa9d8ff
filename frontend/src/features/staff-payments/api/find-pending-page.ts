import type { StaffPaymentsResponse } from '@umang/common';
import { staffApi } from '@/lib/staff-api';
import { PAYMENTS_PAGE_SIZE } from './get-payments';

/** The largest page the list route gives, so the search takes few requests. */
const SEARCH_PAGE_SIZE = 100;
/** A queue longer than this is not searched further: the proof is then reported as not found. */
const SEARCH_PAGES_MAX = 10;

/**
 * The page of the pending tab (at the screen's page size) that shows a proof, or null
 * when it is not pending any more. The list has no lookup by id, so its pages are read
 * in the list's own order until the proof turns up.
 */
export async function findPendingPage(appointmentId: string, signal?: AbortSignal): Promise<number | null> {
  for (let page = 1; page <= SEARCH_PAGES_MAX; page++) {
    const query = new URLSearchParams({
      status: 'pending',
      page: String(page),
      pageSize: String(SEARCH_PAGE_SIZE),
    });
    const answer = await staffApi.get<StaffPaymentsResponse>(
      `/api/admin/payments?${query.toString()}`,
      signal,
    );
    const at = answer.payments.findIndex((p) => p.appointmentId === appointmentId);
    if (at >= 0) return Math.floor(((page - 1) * SEARCH_PAGE_SIZE + at) / PAYMENTS_PAGE_SIZE) + 1;
    if (page * SEARCH_PAGE_SIZE >= answer.counts.pending) return null;
  }
  return null;
}
