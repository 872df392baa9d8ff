import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { getDashboard } from '../api/get-dashboard';
import type { DashboardRange } from '../ranges';

/**
 * The screen is left open on the office PC through the day: its figures are asked for
 * again this often (and whenever the tab is looked at again), so new bookings and
 * proofs show without a reload.
 */
export const DASHBOARD_REFRESH_MS = 60_000;

/**
 * The dashboard's figures for a range, or for the API's default range without one.
 * `enabled: false` asks nothing (a range the picker refused).
 */
export const useDashboard = (range: DashboardRange | undefined, enabled = true) =>
  useQuery({
    queryKey: queryKeys.staff.dashboard(range),
    queryFn: ({ signal }) => getDashboard(range, signal),
    enabled,
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
