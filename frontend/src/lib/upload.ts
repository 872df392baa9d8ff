import { env } from '@/config/env';
import { interpretAnswer, readToken, type Session } from './api-client';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Share of the body sent so far, 0 to 1 (for a progress bar). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Whose token to send (default the patient's). */
  session?: Session;
}

/**
 * Sends a multipart form with the session token and reports upload progress,
 * which `fetch` cannot do. Answers and errors exactly like `apiRequest`.
 */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { method = 'POST', onProgress, signal, session = 'patient' } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${env.API_URL}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken(session);
    if (token) xhr.setRequestHeader('token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(interpretAnswer<T>(xhr.status, xhr.responseText, token ? session : null));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new TypeError('Network error: the upload did not reach the server.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
