import type { DoctorListResponse } from '@umang/common';
import { api } from '@/lib/api-client';

/** GET /api/doctor/list: every doctor, public (spec §7). */
export const getDoctors = (signal?: AbortSignal): Promise<DoctorListResponse> =>
  api.get<DoctorListResponse>('/api/doctor/list', signal);
