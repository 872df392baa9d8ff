import { ERROR_CODES, FORMAT_MESSAGES } from '@umang/common';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import errorsEn from '@/locales/en/errors.json';
import errorsHi from '@/locales/hi/errors.json';
import { ApiRequestError, apiRequest } from './api-client';
import { PLAIN_ERROR } from './error-words';
import { errorMessage, LOAD_FAILED, showError } from './show-error';
import { toast } from './toast';

const inHindi = () => i18n.changeLanguage('hi');

beforeAll(() => i18n.addResourceBundle('hi', 'errors', errorsHi, true, true));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the errors namespace', () => {
  it("words the format refusals in English as the API's shared wording", () => {
    expect(errorsEn.invalid_email).toBe(FORMAT_MESSAGES.email);
    expect(errorsEn.invalid_phone).toBe(FORMAT_MESSAGES.phone);
    expect(errorsEn.fields_missing).toBe(FORMAT_MESSAGES.required);
  });

  it('words a failed load and a wordless error in code as in English, for before the file arrives', () => {
    expect(LOAD_FAILED).toBe(errorsEn.network.loadFailed);
    expect(PLAIN_ERROR).toBe(errorsEn.network.fallback);
  });

  it.each(ERROR_CODES)('has English and Hindi words for %s', (code) => {
    const en: Record<string, unknown> = errorsEn;
    const hi: Record<string, unknown> = errorsHi;
    expect(typeof en[code] === 'string' && en[code] !== '', `en/errors.json has no "${code}"`).toBe(true);
    expect(typeof hi[code] === 'string' && hi[code] !== '', `hi/errors.json has no "${code}"`).toBe(true);
  });
});

describe('showError and errorMessage by language', () => {
  const wrongPassword = () => new ApiRequestError('Invalid email or password', 401, 'bad_credentials');

  it("shows the server's own words in English", () => {
    const error = vi.spyOn(toast, 'error');
    showError(wrongPassword());
    expect(error).toHaveBeenCalledWith('Invalid email or password', undefined);
  });

  it("shows the code's Hindi words in Hindi", async () => {
    await inHindi();
    const error = vi.spyOn(toast, 'error');
    showError(wrongPassword(), { toastId: 'login' });
    expect(error).toHaveBeenCalledWith(errorsHi.bad_credentials, { toastId: 'login' });
  });

  it('says how long to wait when the server says so, and words it without a number otherwise', async () => {
    await inHindi();
    const wait = new ApiRequestError('Please wait 45 seconds', 429, 'otp_resend_wait', null, 45);
    expect(errorMessage(wait)).toBe('कृपया 45 सेकंड बाद नया कोड माँगें।');
    const hourly = new ApiRequestError('Too many codes', 429, 'otp_hourly_limit', null, 3600);
    expect(errorMessage(hourly)).toContain('60 मिनट बाद');
    expect(errorMessage(new ApiRequestError('Please wait', 429, 'otp_resend_wait'))).toBe(
      errorsHi.otp_resend_wait,
    );
  });

  it('words a network failure, a 5xx without a code and LOAD_FAILED in Hindi', async () => {
    await inHindi();
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(errorsHi.network.offline);
    expect(errorMessage(new ApiRequestError('Bad gateway', 502))).toContain('(HTTP 502)');
    expect(errorMessage(new Error(''), { fallback: LOAD_FAILED })).toBe(errorsHi.network.loadFailed);
    // The caller's own words are already in the language shown.
    expect(errorMessage(new TypeError('x'), { unreachable: 'भुगतान की जानकारी नहीं भेजी जा सकी' })).toBe(
      'भुगतान की जानकारी नहीं भेजी जा सकी',
    );
  });

  it('keeps the staff console in English', async () => {
    await inHindi();
    window.history.replaceState(null, '', '/admin/appointments');
    expect(errorMessage(wrongPassword())).toBe('Invalid email or password');
    expect(errorMessage(new Error(''), { fallback: LOAD_FAILED })).toBe(LOAD_FAILED);
  });
});

describe('before the words for errors have arrived', () => {
  // They are fetched at start; the test setup has the English ones in memory already.
  beforeEach(() => {
    i18n.removeResourceBundle('en', 'errors');
    i18n.removeResourceBundle('hi', 'errors');
  });
  afterEach(() => {
    i18n.addResourceBundle('en', 'errors', errorsEn, true, true);
    i18n.addResourceBundle('hi', 'errors', errorsHi, true, true);
  });

  it("says the server's own words, in Hindi too", async () => {
    await inHindi();
    const taken = new ApiRequestError('This slot was just taken', 409, 'slot_unavailable');
    expect(errorMessage(taken)).toBe('This slot was just taken');
  });

  it('says a plain sentence for an error without words, and a failed load as such', () => {
    expect(errorMessage(new Error(''))).toBe(PLAIN_ERROR);
    expect(errorMessage(new Error(''), { fallback: LOAD_FAILED })).toBe(LOAD_FAILED);
  });
});

describe('the API client', () => {
  it('reads the wait of a rate limit, and words a refusal without a message by its code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ success: false, code: 'otp_resend_wait', retryAfter: 12 }, { status: 429 }),
      ),
    );
    await expect(apiRequest('/api/user/send-otp')).rejects.toMatchObject({
      retryAfter: 12,
      code: 'otp_resend_wait',
      message: errorsEn.otp_resend_wait,
    });
  });
});
