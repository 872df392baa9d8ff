import type { RescheduleRequest, RescheduleResponse } from '@umang/common';
import { api } from '@/lib/api-client';

/**
 * POST /api/user/reschedule-appointment (token): the same appointment, doctor, fee and
 * payment at another slot. 409 when the slot was just taken, the patient is busy then,
 * or the appointment may no longer be moved online; 400 for a slot booking would refuse.
 */
export const rescheduleAppointment = (request: RescheduleRequest): Promise<RescheduleResponse> =>
  api.post<RescheduleResponse>('/api/user/reschedule-appointment', request);
