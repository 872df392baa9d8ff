import type { StaffAppointmentsResponse } from '@umang/common';
import { staffApi } from '@/lib/staff-api';

/**
 * One doctor's day has at most 14 slots, so one page of 100 holds every appointment of
 * it, cancelled ones included. The server lists a doctor's own only, whatever is asked.
 */
const DAY_PAGE_SIZE = 100;

/** GET /api/admin/appointments?date=d_m_yyyy: every appointment of one IST day. */
export const getDayAppointments = (dateKey: string, signal?: AbortSignal) =>
  staffApi.get<StaffAppointmentsResponse>(
    `/api/admin/appointments?${new URLSearchParams({ date: dateKey, pageSize: String(DAY_PAGE_SIZE) })}`,
    signal,
  );
