import { staffApi } from '@/lib/staff-api';

interface ActionAnswer {
  success: true;
  message?: string;
}

/** POST …/complete: the visit happened. */
export const completeAppointment = (id: string) =>
  staffApi.post<ActionAnswer>(`/api/admin/appointments/${encodeURIComponent(id)}/complete`);

/** POST …/cancel: the slot is freed and the patient is e-mailed. */
export const cancelAppointment = (id: string) =>
  staffApi.post<ActionAnswer>(`/api/admin/appointments/${encodeURIComponent(id)}/cancel`);
