import type { ApiResult } from '@umang/common';
import { authPost } from './auth-request';

/** POST /api/user/send-otp: e-mails a sign-up code; the server allows one every 60 s. */
export const sendOtp = (email: string): Promise<ApiResult> => authPost('/api/user/send-otp', { email });
