import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { getStaffAppointment } from '../api/get-staff-appointment';

/** One appointment for its page. A 404 (unknown, or another doctor's) is a refusal the app never retries. */
export const useStaffAppointment = (id: string) =>
  useQuery({
    queryKey: queryKeys.staff.appointment(id),
    queryFn: async ({ signal }) => (await getStaffAppointment(id, signal)).appointment,
  });
