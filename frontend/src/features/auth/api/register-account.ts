import type { TokenResponse } from '@umang/common';
import { authPost } from './auth-request';

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  phone: string;
  otp: string;
  /** Agreement to the processing of health data; the server refuses anything but true. */
  consent: true;
}

/** POST /api/user/register: creates the account and answers its token. */
export const registerAccount = (request: RegisterRequest): Promise<TokenResponse> =>
  authPost('/api/user/register', request);
