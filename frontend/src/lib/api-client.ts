import { env } from '@/config/env';

/** localStorage key of the patient's session token (spec §3, client-side storage). */
export const TOKEN_KEY = 'token';

/** An API call that failed; `message` is the server's own text when it sent one. */
export class ApiRequestError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
  }
}

type Body = FormData | object | undefined;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Body;
  signal?: AbortSignal;
}

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

function fallbackMessage(status: number): string {
  if (status >= 500)
    return `The server is not answering right now (HTTP ${status}). Please try again shortly.`;
  return `Request failed (HTTP ${status})`;
}

/**
 * Calls the API and answers its parsed JSON. Sends the `token` header when a
 * session exists. Throws `ApiRequestError` on a non-2xx status or on
 * `{ success: false }`, carrying the server's `message`; network failures
 * reject with the browser's own error.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readToken();
  if (token) headers.token = token;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await fetch(`${env.API_URL}${path}`, { method, headers, body: payload, signal });
  const text = await response.text();
  let data: unknown = undefined;
  if (text !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiRequestError(
        `Unexpected answer from the server (HTTP ${response.status})`,
        response.status,
      );
    }
  }

  const failed =
    !response.ok ||
    (data !== null && typeof data === 'object' && (data as { success?: unknown }).success === false);
  if (failed) {
    throw new ApiRequestError(messageOf(data) ?? fallbackMessage(response.status), response.status);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: Body) => apiRequest<T>(path, { method: 'POST', body: body ?? {} }),
};
