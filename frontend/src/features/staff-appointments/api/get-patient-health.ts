import type { PatientHealthResponse } from '@umang/common';
import { staffApi } from '@/lib/staff-api';

/**
 * GET /api/admin/appointments/:id/health: the visit's patient's blood group, allergies and
 * condition. The server records every answer in the audit log, so only a person's click calls it.
 */
export const getPatientHealth = (id: string) =>
  staffApi.get<PatientHealthResponse>(`/api/admin/appointments/${encodeURIComponent(id)}/health`);
