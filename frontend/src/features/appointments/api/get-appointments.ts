import type { AppointmentsResponse } from '@umang/common';
import { api } from '@/lib/api-client';

/** GET /api/user/appointments (token): the patient's appointments, oldest first. */
export const getAppointments = (signal?: AbortSignal): Promise<AppointmentsResponse> =>
  api.get<AppointmentsResponse>('/api/user/appointments', signal);
