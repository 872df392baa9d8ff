import type { ErrorCode, Language } from '@umang/common';
import type { TFunction } from 'i18next';
import { currentLanguage, i18n } from '@/i18n';
const CONSOLE_PATH = /^\/admin(\/|$)/;

/** The language errors are said in: the one shown, except in the staff console, which is English only. */
export function errorLanguage(): Language {
  const inConsole = typeof location !== 'undefined' && CONSOLE_PATH.test(location.pathname);
  return inConsole ? 'en' : currentLanguage();
}

/*
 * The `errors` words are fetched at start in the language shown, and with every switch
 * of language (i18n/index.ts), not shipped with the code. An error that comes before
 * they do is said in the server's own English words (`errorMessage`), else in the two
 * plain sentences below, which need no file.
 */

/** Said about a failed load that carries no words of its own: `network.loadFailed` in en/errors.json. */
export const LOAD_FAILED = 'Could not reach the server. Please try again.';

/** Said about an error that has no words of its own: `network.fallback` in en/errors.json. */
export const PLAIN_ERROR = 'That did not work. Please try again.';

/** Whether the `errors` words of `lang` have arrived. */
export const hasErrorWords = (lang: Language = errorLanguage()): boolean =>
  i18n.hasResourceBundle(lang, 'errors');

/** Stands in for the words until a file has arrived: a failed load, else the plain sentence. */
const plainWords = ((key: string) =>
  key === 'network.loadFailed' ? LOAD_FAILED : PLAIN_ERROR) as unknown as TFunction<'errors'>;

/**
 * The `errors` words in `lang`; English while that language's file is on its way, and
 * the plain sentences while no file has arrived.
 */
export function errorWords(lang: Language = errorLanguage()): TFunction<'errors'> {
  if (hasErrorWords(lang)) return i18n.getFixedT(lang, 'errors');
  return hasErrorWords('en') ? i18n.getFixedT('en', 'errors') : plainWords;
}

/** Refusals that can say how long to wait, when the server tells us (`retryAfter`). */
const WAIT_CODES = ['otp_resend_wait', 'otp_hourly_limit', 'rate_limited'] as const;
type WaitCode = (typeof WAIT_CODES)[number];
const saysWait = (code: ErrorCode): code is WaitCode => (WAIT_CODES as readonly string[]).includes(code);

/** "45 seconds", "20 minutes", "1 hour": the wait rounded up to a unit a reader takes in at once. */
function waitFor(seconds: number, t: TFunction<'errors'>): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 120) return t('wait.seconds', { count: whole });
  if (whole < 2 * 3600) return t('wait.minutes', { count: Math.ceil(whole / 60) });
  return t('wait.hours', { count: Math.ceil(whole / 3600) });
}

/** The words for a refusal's `code`, with the wait when the server said how long it is. */
export function codeMessage(code: ErrorCode, retryAfter?: number, lang?: Language): string {
  const t = errorWords(lang);
  if (saysWait(code) && retryAfter !== undefined && retryAfter > 0) {
    return t(`withWait.${code}`, { wait: waitFor(retryAfter, t) });
  }
  return t(code);
}

/**
 * A success message from the server, which speaks English: its own words in English, so
 * they stay as the server wrote them, and `ours` in any other language.
 */
export const answerMessage = (fromServer: string | undefined, ours: string): string =>
  errorLanguage() === 'en' ? (fromServer ?? ours) : ours;
