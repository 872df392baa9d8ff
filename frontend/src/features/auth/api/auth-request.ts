import { apiRequest } from '@/lib/api-client';

/**
 * POSTs to an account endpoint without the `token` header: these calls never
 * need one, and a stale token must not turn a wrong password (401) into a
 * "session ended" logout.
 */
export const authPost = <T>(path: string, body: object): Promise<T> =>
  apiRequest<T>(path, { method: 'POST', body, token: null });
