import type { ApiResult } from '@umang/common';
import { authPost } from './auth-request';

/** POST /api/user/forgot-password: e-mails a reset code if the account exists (the answer never says). */
export const requestResetCode = (email: string): Promise<ApiResult> =>
  authPost('/api/user/forgot-password', { email });
