import type {
  ApiResult,
  AppointmentsResponse,
  DeleteAccountRequest,
  EmailChangeCodeRequest,
  EmailChangeRequest,
  ProfileResponse,
} from '@umang/common';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** POST /api/user/email/send-otp (token): mails a code to the address the patient wants to use instead. */
export const sendEmailChangeCode = (email: string) =>
  api.post<ApiResult>('/api/user/email/send-otp', { email } satisfies EmailChangeCodeRequest);

/** POST /api/user/email (token): the new address with its code; answers the whole profile. */
export const changeEmail = (email: string, otp: string) =>
  api.post<ProfileResponse>('/api/user/email', { email, otp } satisfies EmailChangeRequest);

/** GET /api/user/export (token): saves everything held about the account as a JSON file. */
export const downloadMyData = (): Promise<string> =>
  downloadFile('/api/user/export', 'patient', 'my-umang-data.json');

/** POST /api/user/delete-account/send-otp (token): mails the code that confirms the erasure. */
export const sendDeletionCode = () => api.post<ApiResult>('/api/user/delete-account/send-otp');

/** POST /api/user/delete-account (token): erases the account; the token stops working. */
export const deleteAccount = (otp: string) =>
  api.post<ApiResult>('/api/user/delete-account', { otp } satisfies DeleteAccountRequest);

/**
 * GET /api/user/appointments (token): the same list My Appointment shows, read here to
 * warn about paid visits an erasure would cancel.
 */
export const getMyAppointments = async (signal?: AbortSignal) =>
  (await api.get<AppointmentsResponse>('/api/user/appointments', signal)).appointments;
