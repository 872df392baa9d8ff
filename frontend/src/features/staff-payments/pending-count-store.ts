import type { StaffPaymentsResponse } from '@umang/common';
import { create } from 'zustand';
import { staffApi } from '@/lib/staff-api';

interface PendingCountState {
  /** Proofs waiting for a decision; null until first counted. */
  pending: number | null;
  /** Re-counts from the server (after a decision, on a timer in the console's frame). */
  refresh: () => Promise<void>;
  /** Takes the counts from a payments answer that already carries them. */
  set: (pending: number) => void;
}

/** The pending-proofs count the console's navigation shows beside Payments. */
export const usePendingCountStore = create<PendingCountState>()((set) => ({
  pending: null,
  refresh: async () => {
    try {
      const answer = await staffApi.get<StaffPaymentsResponse>(
        '/api/admin/payments?status=pending&pageSize=1',
      );
      set({ pending: answer.counts.pending });
    } catch {
      // the count is a hint; the payments screen shows any error itself
    }
  },
  set: (pending) => set({ pending }),
}));

export const resetPendingCountStore = (): void => usePendingCountStore.setState({ pending: null });
