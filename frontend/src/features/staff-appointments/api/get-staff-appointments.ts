import type { StaffAppointmentsResponse } from '@umang/common';
import { type AppointmentFilters, APPOINTMENTS_PAGE_SIZE } from '../filters';

/** The API path for these filters: only the filters set, plus the page. */
export function staffAppointmentsPath({ date, doctorId, status, page }: AppointmentFilters): string {
  const query = new URLSearchParams();
  if (date) query.set('date', date);
  if (doctorId) query.set('doctorId', doctorId);
  if (status) query.set('status', status);
  query.set('page', String(page));
  query.set('pageSize', String(APPOINTMENTS_PAGE_SIZE));
  return `/api/admin/appointments?${query.toString()}`;
}

export type { StaffAppointmentsResponse };
