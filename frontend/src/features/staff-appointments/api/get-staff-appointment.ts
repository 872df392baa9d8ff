import type { StaffAppointmentResponse } from '@umang/common';
import { staffApi } from '@/lib/staff-api';

/** GET /api/admin/appointments/:id: 404 for an unknown id, and for another doctor's appointment. */
export const getStaffAppointment = (id: string, signal?: AbortSignal) =>
  staffApi.get<StaffAppointmentResponse>(`/api/admin/appointments/${encodeURIComponent(id)}`, signal);
