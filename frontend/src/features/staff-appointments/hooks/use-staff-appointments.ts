import type { StaffAppointmentsResponse, StaffDoctorsResponse } from '@umang/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LEFT_VIEW_GC_MS } from '@/lib/query-client';
import { queryKeys, refreshDoctorList, refreshPaymentQueue } from '@/lib/query-keys';
import { staffApi } from '@/lib/staff-api';
import { staffAppointmentsPath } from '../api/get-staff-appointments';
import { STAFF_DOCTORS_PATH } from '../api/get-staff-doctors';
import { cancelAppointment, completeAppointment } from '../api/update-appointment';
import type { AppointmentFilters } from '../filters';

/**
 * One page of appointments for these filters. The last answer stays on screen while the
 * answer for new filters loads, and an answer for old filters never replaces it.
 */
export const useStaffAppointments = (filters: AppointmentFilters) =>
  useQuery({
    queryKey: queryKeys.staff.appointments(filters),
    queryFn: ({ signal }) => staffApi.get<StaffAppointmentsResponse>(staffAppointmentsPath(filters), signal),
    placeholderData: keepPreviousData,
    gcTime: LEFT_VIEW_GC_MS,
  });

/** Every doctor, including those not taking bookings, for the Doctor filter. */
export const useDoctorChoices = () =>
  useQuery({
    queryKey: queryKeys.staff.doctors(),
    queryFn: ({ signal }) => staffApi.get<StaffDoctorsResponse>(STAFF_DOCTORS_PATH, signal),
  });

export type AppointmentAction = 'complete' | 'cancel';

/**
 * Completes or cancels one appointment. The lists that show it follow; a cancellation
 * also frees the slot on the public doctor list and closes any payment waiting for it.
 */
export function useAppointmentAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: AppointmentAction; id: string }) =>
      kind === 'complete' ? completeAppointment(id) : cancelAppointment(id),
    onSuccess: (_answer, { kind }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.staff.appointments() });
      if (kind === 'complete') return;
      void refreshPaymentQueue(queryClient);
      void refreshDoctorList(queryClient);
    },
  });
}
