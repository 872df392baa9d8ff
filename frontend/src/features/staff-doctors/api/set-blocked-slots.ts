import type { BlockedSlot, BlockedSlotsResponse } from '@umang/common';
import { staffApi } from '@/lib/staff-api';

/** PUT /api/admin/doctors/:id/blocked-slots: the whole list replaces the doctor's current one. */
export const setBlockedSlots = (doctorId: string, blockedSlots: BlockedSlot[]) =>
  staffApi.put<BlockedSlotsResponse>(`/api/admin/doctors/${encodeURIComponent(doctorId)}/blocked-slots`, {
    blockedSlots,
  });
