import type { StaffDoctorResponse } from '@umang/common';
import { staffApi } from '@/lib/staff-api';

/** POST /api/admin/doctors/:id/availability: opens or closes the doctor for booking. */
export const setAvailability = (doctorId: string, available: boolean) =>
  staffApi.post<StaffDoctorResponse>(`/api/admin/doctors/${encodeURIComponent(doctorId)}/availability`, {
    available,
  });
