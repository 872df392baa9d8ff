import type { StaffAppointmentsResponse, StaffDoctorsResponse } from '@umang/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LEFT_VIEW_GC_MS } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { staffApi } from '@/lib/staff-api';
import { staffAppointmentsPath } from '../api/get-staff-appointments';
import { STAFF_DOCTORS_PATH } from '../api/get-staff-doctors';
import type { AppointmentFilters } from '../filters';

/**
 * One page of appointments for these filters. The last answer stays on screen while the
 * answer for new filters loads, and an answer for old filters never replaces it.
 */
export const useStaffAppointments = (filters: AppointmentFilters, enabled = true) =>
  useQuery({
    queryKey: queryKeys.staff.appointments(filters),
    queryFn: ({ signal }) => staffApi.get<StaffAppointmentsResponse>(staffAppointmentsPath(filters), signal),
    placeholderData: keepPreviousData,
    gcTime: LEFT_VIEW_GC_MS,
    enabled,
  });

/**
 * Every doctor, including those not taking bookings, for the Doctor filter. Not asked for
 * a doctor's console (`enabled` false): a doctor only ever sees their own appointments.
 */
export const useDoctorChoices = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.staff.doctors(),
    queryFn: ({ signal }) => staffApi.get<StaffDoctorsResponse>(STAFF_DOCTORS_PATH, signal),
    enabled,
  });
