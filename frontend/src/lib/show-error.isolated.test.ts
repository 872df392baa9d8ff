import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { errorMessage, showError } from './show-error';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: { error: vi.fn() } }));
const toastError = vi.mocked(toast.error);

afterEach(() => vi.clearAllMocks());

describe('showError', () => {
  it("toasts the server's message, once per toast id", () => {
    expect(showError(new ApiRequestError('Slot not available', 409), { toastId: 'booking' })).toBe(true);
    expect(toastError).toHaveBeenCalledWith('Slot not available', { toastId: 'booking' });
  });

  it('says nothing more about a 401 that ended a session: the session said so itself', () => {
    expect(showError(new ApiRequestError('Log in again', 401, 'session_ended', 'staff'))).toBe(false);
    expect(showError(new ApiRequestError('Log in again', 401, 'session_ended', 'patient'))).toBe(false);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('shows a 401 to a call without a token (a wrong password)', () => {
    showError(new ApiRequestError('Invalid email or password', 401, 'bad_credentials'));
    expect(toastError).toHaveBeenCalledWith('Invalid email or password', undefined);
  });

  it('says nothing about a request that was cancelled', () => {
    expect(showError(new DOMException('cancelled', 'AbortError'))).toBe(false);
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('errorMessage', () => {
  it('puts fixed words in place of a network error or a 5xx when asked to', () => {
    const options = { unreachable: 'Failed to submit payment info' };
    expect(errorMessage(new TypeError('Failed to fetch'), options)).toBe('Failed to submit payment info');
    expect(errorMessage(new ApiRequestError('Database not ready', 503), options)).toBe(
      'Failed to submit payment info',
    );
    expect(errorMessage(new ApiRequestError('UTR already used', 409), options)).toBe('UTR already used');
  });

  it('uses the fallback only when the error has no words', () => {
    expect(errorMessage(new Error(''), { fallback: 'Could not load.' })).toBe('Could not load.');
    expect(errorMessage(new Error('Boom'), { fallback: 'Could not load.' })).toBe('Boom');
    expect(errorMessage(new Error('Boom'), { message: 'Failed to load blogs' })).toBe('Failed to load blogs');
  });
});
