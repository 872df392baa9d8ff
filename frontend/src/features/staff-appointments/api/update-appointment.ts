import { staffApi } from '@/lib/staff-api';

interface ActionAnswer {
  success: true;
  message?: string;
}

const actionPath = (id: string, action: string) =>
  `/api/admin/appointments/${encodeURIComponent(id)}/${action}`;

/** POST …/complete: the visit happened. */
export const completeAppointment = (id: string) => staffApi.post<ActionAnswer>(actionPath(id, 'complete'));

/** POST …/no-show: the patient did not come (only from the slot's start). */
export const markNoShow = (id: string) => staffApi.post<ActionAnswer>(actionPath(id, 'no-show'));

/** POST …/cancel (admin and staff only): the slot is freed and the patient is e-mailed. */
export const cancelAppointment = (id: string) => staffApi.post<ActionAnswer>(actionPath(id, 'cancel'));
