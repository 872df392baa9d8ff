import type { StaffAppointmentsResponse } from '@umang/common';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { getDayAppointments } from '../../api/get-day-appointments';
import { inTimeOrder } from '../my-day-model';

/** How often My day asks again: patients pay, and the office moves or cancels visits. */
export const MY_DAY_REFRESH_MS = 60_000;

const byTime = (answer: StaffAppointmentsResponse) => inTimeOrder(answer.appointments);

/**
 * One day's appointments in time order, asked again every minute. Its key sits under the
 * appointments' key, so every action on an appointment refreshes it; `view` keeps it apart
 * from the Appointments screen's pages of the same day.
 */
export const useDayAppointments = (dateKey: string) =>
  useQuery({
    queryKey: queryKeys.staff.appointments({ view: 'my-day', date: dateKey }),
    queryFn: ({ signal }) => getDayAppointments(dateKey, signal),
    select: byTime,
    refetchInterval: MY_DAY_REFRESH_MS,
  });
