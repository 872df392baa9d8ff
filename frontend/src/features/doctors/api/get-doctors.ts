import type { DoctorListResponse } from '@umang/common';
import { api } from '@/lib/api-client';

/** GET /api/doctor/list: every doctor, public. */
export const getDoctors = (signal?: AbortSignal): Promise<DoctorListResponse> =>
  api.get<DoctorListResponse>('/api/doctor/list', signal);
