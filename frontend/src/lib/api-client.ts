import { ERROR_CODES, type ErrorCode } from '@umang/common';
import { env } from '@/config/env';
import { currentLanguage } from '@/i18n';
import { codeMessage, errorWords } from './error-words';

/** localStorage key of the patient's session token. */
export const TOKEN_KEY = 'token';
/** The staff console's token, kept apart so a patient and a staff login never mix. */
export const STAFF_TOKEN_KEY = 'staffToken';

/** Whose token a call carries: the patient's (default) or the staff member's. */
export type Session = 'patient' | 'staff';
const TOKEN_KEYS: Record<Session, string> = { patient: TOKEN_KEY, staff: STAFF_TOKEN_KEY };

/**
 * An API call that failed; `message` is the server's own text when it sent one.
 * Code that reacts to one kind of refusal branches on `status` or `code`, never
 * on the wording, which is for people and may change.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  /** The server's stable name for this refusal (`common/src/error-codes.ts`), when it sent one. */
  readonly code: ErrorCode | undefined;
  /** Whose token the call carried (null: none). A 401 then means that session has ended. */
  readonly session: Session | null;
  /** Seconds until the server accepts the same request again, when a rate limit said so. */
  readonly retryAfter: number | undefined;

  constructor(
    message: string,
    status: number,
    code?: ErrorCode,
    session: Session | null = null,
    retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.session = session;
    this.retryAfter = retryAfter;
  }
}

type Body = FormData | object | undefined;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Body;
  signal?: AbortSignal;
  /** Send this token instead of the stored one (logout, after the session is cleared here). */
  token?: string | null;
  /** Whose stored token to send; a 401 ends that session. Default: the patient's. */
  session?: Session;
  /** The browser's HTTP cache mode; `no-cache` revalidates a cached answer before using it. */
  cache?: RequestCache;
}

/** Called with the refusal when the API refuses a token we sent (401): the session has ended. */
type UnauthorizedHandler = (error: ApiRequestError) => void;
const unauthorizedHandlers: Partial<Record<Session, UnauthorizedHandler>> = {};

/** Each session store registers itself here; one place turns every 401 into a logout. */
export function setUnauthorizedHandler(
  handler: UnauthorizedHandler | null,
  session: Session = 'patient',
): void {
  if (handler) unauthorizedHandlers[session] = handler;
  else delete unauthorizedHandlers[session];
}

export function readToken(session: Session = 'patient'): string | null {
  try {
    return localStorage.getItem(TOKEN_KEYS[session]);
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

function codeOf(data: unknown): ErrorCode | undefined {
  if (data && typeof data === 'object' && 'code' in data) {
    const { code } = data as { code: unknown };
    if ((ERROR_CODES as readonly unknown[]).includes(code)) return code as ErrorCode;
  }
  return undefined;
}

function retryAfterOf(data: unknown): number | undefined {
  if (data && typeof data === 'object' && 'retryAfter' in data) {
    const { retryAfter } = data as { retryAfter: unknown };
    if (typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter > 0) return retryAfter;
  }
  return undefined;
}

/**
 * An error's English words when the server sent none: the code's, else the status's.
 * `message` stays English whatever is shown; `errorMessage` says it in the reader's language.
 */
function fallbackMessage(status: number, code: ErrorCode | undefined): string {
  if (code) return codeMessage(code, undefined, 'en');
  const t = errorWords('en');
  return status >= 500 ? t('network.serverDown', { status }) : t('network.requestFailed', { status });
}

/**
 * Calls the API and answers its parsed JSON. Sends the `token` header when a
 * session exists. Throws `ApiRequestError` on a non-2xx status or on
 * `{ success: false }`, carrying the server's `message`; network failures
 * reject with the browser's own error.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, session = 'patient', cache } = options;
  // The language shown: a code mailed before there is an account is written in it,
  // and a new account keeps it.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = options.token === undefined ? readToken(session) : options.token;
  if (token) headers.token = token;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const init: RequestInit = { method, headers, body: payload, signal, ...(cache && { cache }) };
  const response = await fetch(`${env.API_URL}${path}`, init);
  return interpretAnswer<T>(response.status, await response.text(), headers.token ? session : null);
}

/**
 * Turns an HTTP answer into data or an `ApiRequestError` (shared by fetch
 * calls and XHR uploads). A 401 to a request that carried a token ends the session.
 */
export function interpretAnswer<T>(status: number, text: string, sentTokenOf: Session | null): T {
  let data: unknown = undefined;
  if (text !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiRequestError(errorWords('en')('network.unexpected', { status }), status);
    }
  }
  const ok = status >= 200 && status < 300;
  const failed =
    !ok || (data !== null && typeof data === 'object' && (data as { success?: unknown }).success === false);
  if (failed) {
    const code = codeOf(data);
    const message = messageOf(data) ?? fallbackMessage(status, code);
    const error = new ApiRequestError(message, status, code, sentTokenOf, retryAfterOf(data));
    if (status === 401 && sentTokenOf) unauthorizedHandlers[sentTokenOf]?.(error);
    throw error;
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: Body) => apiRequest<T>(path, { method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: Body) => apiRequest<T>(path, { method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: Body) => apiRequest<T>(path, { method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
