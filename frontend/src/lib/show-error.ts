import { ApiRequestError } from './api-client';
import { codeMessage, errorLanguage, errorWords, hasErrorWords, LOAD_FAILED } from './error-words';
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

/**
 * Said about a failed load that carries no words of its own, in English. Passed as an
 * option, `errorMessage` says it in the language shown; `loadFailed()` gives those words.
 */
export { LOAD_FAILED };

/** `LOAD_FAILED` in the language errors are said in now. */
export const loadFailed = (): string => errorWords()('network.loadFailed');

/** An option's words, with `LOAD_FAILED` said in the language shown. */
const ownWords = (words: string): string => (words === LOAD_FAILED ? loadFailed() : words);

const isAbort = (err: unknown): boolean => err instanceof DOMException && err.name === 'AbortError';

/** The server could not answer: the network failed or the server itself did. */
const unreachable = (err: unknown): boolean => !(err instanceof ApiRequestError) || err.status >= 500;

/**
 * The error's own words in a language other than English, which the server does not
 * speak: a refusal's code, else what went wrong with the connection. Undefined for an
 * error that is none of these (a bug), which then gets the fallback.
 */
function translated(err: unknown): string | undefined {
  const t = errorWords();
  if (err instanceof ApiRequestError) {
    if (err.code) return codeMessage(err.code, err.retryAfter);
    const status = err.status;
    return status >= 500 ? t('network.serverDown', { status }) : t('network.requestFailed', { status });
  }
  // fetch and the upload reject with a TypeError when the request never got an answer.
  if (err instanceof TypeError) return t('network.offline');
  return undefined;
}

/**
 * The words for an error from the api clients, following the options' wording rules.
 * In English they are the server's own message; in another language the words for its
 * code, or the server's own message while that language's words are on their way. The
 * options' words are the caller's, already in the language shown.
 */
export function errorMessage(err: unknown, options: ShowErrorOptions = {}): string {
  if (options.message) return ownWords(options.message);
  if (options.unreachable && unreachable(err)) return ownWords(options.unreachable);
  if (errorLanguage() === 'en' || !hasErrorWords()) {
    if (err instanceof Error && err.message) return err.message;
  } else {
    const words = translated(err);
    if (words) return words;
  }
  return options.fallback !== undefined ? ownWords(options.fallback) : errorWords()('network.fallback');
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
