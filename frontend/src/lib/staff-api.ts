import { apiRequest } from './api-client';
import { type UploadOptions, uploadForm } from './upload';

type Body = FormData | object | undefined;

/**
 * The staff console's calls: the staff token in the `token` header, and a 401
 * ends the staff session (never the patient's). Imported only by console code,
 * so it travels in the console's chunks.
 */
export const staffApi = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal, session: 'staff' }),
  post: <T>(path: string, body?: Body) =>
    apiRequest<T>(path, { method: 'POST', body: body ?? {}, session: 'staff' }),
  put: <T>(path: string, body?: Body) =>
    apiRequest<T>(path, { method: 'PUT', body: body ?? {}, session: 'staff' }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE', session: 'staff' }),
  upload: <T>(path: string, form: FormData, options: Omit<UploadOptions, 'session'> = {}) =>
    uploadForm<T>(path, form, { ...options, session: 'staff' }),
};
