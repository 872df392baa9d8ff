import type { StaffDoctorsResponse } from '@umang/common';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { staffApi } from '@/lib/staff-api';

/** GET /api/admin/doctors: every doctor, taking bookings or not, for the doctor picker. */
export const doctorsQuery = () =>
  queryOptions({
    queryKey: queryKeys.staff.doctors(),
    queryFn: ({ signal }) => staffApi.get<StaffDoctorsResponse>('/api/admin/doctors', signal),
  });
