import type { StaffDoctorResponse } from '@umang/common';
import { staffApi } from '@/lib/staff-api';

interface SaveDoctorOptions {
  /** The doctor being edited; absent when adding one. */
  doctorId?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/admin/doctors (new) or PUT /api/admin/doctors/:id (edit), as multipart with the photo. */
export function saveDoctor(form: FormData, { doctorId, onProgress, signal }: SaveDoctorOptions = {}) {
  const path = doctorId ? `/api/admin/doctors/${encodeURIComponent(doctorId)}` : '/api/admin/doctors';
  return staffApi.upload<StaffDoctorResponse>(path, form, {
    method: doctorId ? 'PUT' : 'POST',
    onProgress,
    signal,
  });
}
