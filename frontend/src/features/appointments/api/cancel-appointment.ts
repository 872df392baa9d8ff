import type { ApiResult } from '@umang/common';
import { api } from '@/lib/api-client';

/** POST /api/user/cancel-appointment (token); the server refuses paid, pending or finished ones (409). */
export const cancelAppointment = (appointmentId: string): Promise<ApiResult> =>
  api.post<ApiResult>('/api/user/cancel-appointment', { appointmentId });
