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
  /** The account holder is 18 or older; the server refuses anything but true (`adult_required`). */
  adult: true;
  /** Consent to the optional reminder mail the day before a visit. */
  reminders: boolean;
}

/** POST /api/user/register: creates the account and answers its token. */
export const registerAccount = (request: RegisterRequest): Promise<TokenResponse> =>
  authPost('/api/user/register', request);
