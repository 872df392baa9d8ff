import { ApiRequestError } from './api-client';
import { toast } from './toast';

export interface ShowErrorOptions {
  /** One toast per id however often the error repeats (a list mounted twice, a quick retry). */
  toastId?: string;
  /** Said when the error carries no words of its own. */
  fallback?: string;
  /** Said instead of the error's own words when the server could not answer (a network error or a 5xx). */
  unreachable?: string;
  /** Fixed wording: always said instead of the error's own words. */
  message?: string;
}

/**
 * A 401 to a call that carried a session's token: the API client has already ended that
 * session (the patient's logout or the staff console's) and said so in the session's own
 * toast, so nothing more is said about it.
 */
export const endedSession = (err: unknown): boolean =>
  err instanceof ApiRequestError && err.status === 401 && err.session !== null;

/** Said about a failed load that carries no words of its own. */
export const LOAD_FAILED = 'Could not reach the server. Please try again.';

const isAbort = (err: unknown): boolean => err instanceof DOMException && err.name === 'AbortError';

/** The server could not answer: the network failed or the server itself did. */
const unreachable = (err: unknown): boolean => !(err instanceof ApiRequestError) || err.status >= 500;

/** The words for an error from the api clients, following the options' wording rules. */
export function errorMessage(err: unknown, options: ShowErrorOptions = {}): string {
  if (options.message) return options.message;
  if (options.unreachable && unreachable(err)) return options.unreachable;
  if (err instanceof Error && err.message) return err.message;
  return options.fallback ?? 'That did not work. Please try again.';
}

/**
 * Shows an error from the api clients as an error toast: the server's own message
 * unless the options say otherwise. A 401 that ended a session and a cancelled
 * request show nothing here. Answers whether a toast was shown.
 */
export function showError(err: unknown, options: ShowErrorOptions = {}): boolean {
  if (endedSession(err) || isAbort(err)) return false;
  const { toastId } = options;
  toast.error(errorMessage(err, options), toastId === undefined ? undefined : { toastId });
  return true;
}
