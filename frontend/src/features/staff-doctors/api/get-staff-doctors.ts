import type { StaffDoctorsResponse } from '@umang/common';
import { staffApi } from '@/lib/staff-api';

/** GET /api/admin/doctors: every doctor, including those not taking bookings. */
export const getStaffDoctors = (signal?: AbortSignal) =>
  staffApi.get<StaffDoctorsResponse>('/api/admin/doctors', signal);
