import type { Doctor, StaffDoctorsResponse } from '@umang/common';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys, refreshDoctorList } from '@/lib/query-keys';
import { showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { getStaffDoctors } from '../api/get-staff-doctors';
import { setAvailability } from '../api/set-availability';

/** Every doctor, including those not taking bookings. A failure is toasted and shown in the list. */
export const useStaffDoctors = () =>
  useQuery({
    queryKey: queryKeys.staff.doctors(),
    queryFn: ({ signal }) => getStaffDoctors(signal),
    meta: { errorToast: { toastId: 'staff-doctors-load', fallback: 'The doctors could not be loaded.' } },
  });

/** Changes one doctor in the cached list (undefined: no list cached). */
function updateDoctor(queryClient: QueryClient, id: string, change: (doctor: Doctor) => Doctor): void {
  queryClient.setQueryData<StaffDoctorsResponse>(
    queryKeys.staff.doctors(),
    (answer) => answer && { ...answer, doctors: answer.doctors.map((d) => (d._id === id ? change(d) : d)) },
  );
}

/** Puts the server's copy of one doctor in the list, after an edit that answered it. */
export function useReplaceStaffDoctor() {
  const queryClient = useQueryClient();
  return useCallback(
    (doctor: Doctor) => {
      updateDoctor(queryClient, doctor._id, () => doctor);
      void refreshDoctorList(queryClient);
    },
    [queryClient],
  );
}

/** After a doctor was added or edited: the console's list and the public one are fetched again. */
export function useRefreshDoctors() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.staff.doctors() });
    void refreshDoctorList(queryClient);
  }, [queryClient]);
}

/** Flips one doctor's availability at once, and puts it back if the server refuses. */
export function useToggleAvailable(doctor: Doctor) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (available: boolean) => setAvailability(doctor._id, available),
    onMutate: (available) => updateDoctor(queryClient, doctor._id, (d) => ({ ...d, available })),
    onSuccess: ({ doctor: saved }, available) => {
      updateDoctor(queryClient, saved._id, () => saved);
      void refreshDoctorList(queryClient);
      toast.success(
        available ? `${saved.name} is now available for booking.` : `${saved.name} no longer takes bookings.`,
      );
    },
    onError: (err, available) => {
      updateDoctor(queryClient, doctor._id, (d) => ({ ...d, available: !available }));
      showError(err, { fallback: 'The change could not be saved.' });
    },
  });
  return {
    pending: mutation.isPending,
    toggle: () => {
      if (!mutation.isPending) mutation.mutate(!doctor.available);
    },
  };
}
