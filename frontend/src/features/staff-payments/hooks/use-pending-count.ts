import type { StaffPaymentsResponse } from '@umang/common';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { staffApi } from '@/lib/staff-api';
import { QUEUE_REFRESH_MS } from './queue-refresh';

/**
 * The pending-proofs count the console's navigation shows beside Payments (undefined until
 * first counted). The payments screen puts the counts of each of its answers here too.
 * A failure shows nothing: the count is a hint, and the payments screen shows any error itself.
 */
export const usePendingCount = () =>
  useQuery({
    queryKey: queryKeys.staff.pendingCount(),
    queryFn: async ({ signal }) =>
      (await staffApi.get<StaffPaymentsResponse>('/api/admin/payments?status=pending&pageSize=1', signal))
        .counts.pending,
    refetchInterval: QUEUE_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
