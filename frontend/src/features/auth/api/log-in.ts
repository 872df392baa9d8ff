import type { TokenResponse } from '@umang/common';
import { authPost } from './auth-request';

export interface LoginRequest {
  email: string;
  password: string;
}

/** POST /api/user/login; a wrong e-mail or password is a 401 with the server's message. */
export const logIn = (request: LoginRequest): Promise<TokenResponse> => authPost('/api/user/login', request);
