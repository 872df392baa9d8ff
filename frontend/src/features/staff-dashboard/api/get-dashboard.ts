import type { DashboardResponse } from '@umang/common';
import { staffApi } from '@/lib/staff-api';
import type { DashboardRange } from '../ranges';

/** GET /api/admin/dashboard for a range, or for the API's default (this IST month so far) without one. */
export function getDashboard(range: DashboardRange | undefined, signal?: AbortSignal) {
  const query = range ? `?${new URLSearchParams({ from: range.from, to: range.to }).toString()}` : '';
  return staffApi.get<DashboardResponse>(`/api/admin/dashboard${query}`, signal);
}
