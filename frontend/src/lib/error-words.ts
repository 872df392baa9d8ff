import type { ErrorCode, Language } from '@umang/common';
import type { TFunction } from 'i18next';
import { currentLanguage, i18n } from '@/i18n';
import errorsEn from '@/locales/en/errors.json';

// An error can come on any page and before that page's files arrive (the network is
// down, a session ends), so the English words ship with the code. The language shown is
// fetched once the first screen is up, and from then on with every switch of language.
i18n.addResourceBundle('en', 'errors', errorsEn, true, false);
const fetchShownLanguage = () => void i18n.loadNamespaces('errors');
if (i18n.isInitialized) fetchShownLanguage();
else i18n.on('initialized', fetchShownLanguage);

const CONSOLE_PATH = /^\/admin(\/|$)/;

/** The language errors are said in: the one shown, except in the staff console, which is English only. */
export function errorLanguage(): Language {
  const inConsole = typeof location !== 'undefined' && CONSOLE_PATH.test(location.pathname);
  return inConsole ? 'en' : currentLanguage();
}

/** The `errors` words in `lang`; English while that language's file is still on its way. */
export function errorWords(lang: Language = errorLanguage()): TFunction<'errors'> {
  return i18n.getFixedT(i18n.hasResourceBundle(lang, 'errors') ? lang : 'en', 'errors');
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
