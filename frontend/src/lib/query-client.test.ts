import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { retryOnce } from './query-client';

describe('retryOnce', () => {
  it('never asks again after a refusal (4xx), a 401 least of all', () => {
    expect(retryOnce(0, new ApiRequestError('Log in again', 401, 'session_ended', 'patient'))).toBe(false);
    expect(retryOnce(0, new ApiRequestError('Blog not found', 404))).toBe(false);
  });

  it('asks once more after a network failure or a 5xx, and no more', () => {
    expect(retryOnce(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryOnce(0, new ApiRequestError('Database not ready', 503))).toBe(true);
    expect(retryOnce(1, new TypeError('Failed to fetch'))).toBe(false);
  });
});
