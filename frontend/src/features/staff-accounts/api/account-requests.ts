import type {
  ApiResult,
  ConsoleAccountResponse,
  CreateConsoleAccountRequest,
  SetConsolePasswordRequest,
} from '@umang/common';
import { apiRequest } from '@/lib/api-client';
import { staffApi } from '@/lib/staff-api';

const accountPath = (id: string, action: 'send-code' | 'disable') =>
  `/api/admin/accounts/${encodeURIComponent(id)}/${action}`;

/** POST /api/admin/accounts: the server mails the person a code to set their own password. */
export const createAccount = (body: CreateConsoleAccountRequest) =>
  staffApi.post<ConsoleAccountResponse>('/api/admin/accounts', body);

/** POST …/:id/send-code: a new set-password code by mail (409 when disabled, 429 within a minute). */
export const sendAccountCode = (id: string) =>
  staffApi.post<ConsoleAccountResponse>(accountPath(id, 'send-code'));

/** POST …/:id/disable: for good; the account's sessions end at once (409 for the last admin). */
export const disableAccount = (id: string) =>
  staffApi.post<ConsoleAccountResponse>(accountPath(id, 'disable'));

/**
 * POST /api/admin/accounts/set-password: the mailed code is the proof, so no token goes with
 * it, and a refusal (a wrong code is a 400, not a 401) ends nobody's session in this browser.
 */
export const setConsolePassword = (body: SetConsolePasswordRequest) =>
  apiRequest<ApiResult>('/api/admin/accounts/set-password', { method: 'POST', body, token: null });
