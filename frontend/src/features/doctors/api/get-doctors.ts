import type { DoctorListResponse } from '@umang/common';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/doctor/list: every doctor, public. The browser may keep the answer for a
 * few seconds, so every fetch revalidates it (`no-cache`): a fetch again after a
 * booking or a cancellation must see the slot it changed, not the copy from before.
 */
export const getDoctors = (signal?: AbortSignal): Promise<DoctorListResponse> =>
  apiRequest<DoctorListResponse>('/api/doctor/list', { signal, cache: 'no-cache' });
