import type { ApiResult } from '@umang/common';
import { authPost } from './auth-request';

export interface ResetPasswordRequest {
  email: string;
  /** The six-digit code from the reset e-mail. */
  otp: string;
  password: string;
}

/** POST /api/user/reset-password: sets the new password with the e-mailed code. */
export const resetPassword = (request: ResetPasswordRequest): Promise<ApiResult> =>
  authPost('/api/user/reset-password', request);
