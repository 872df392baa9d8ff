import { OTP_RESEND_SECONDS } from '@umang/common';
import { useCallback } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { useCountdown } from '@/lib/use-countdown';

/**
 * Whole seconds until the server takes another code request: the countdown the
 * sign-up form uses, started at the server's resend wait, or at the wait a 429 names.
 */
export function useResendWait() {
  const { remaining, finished, start } = useCountdown();

  const wait = useCallback((seconds: number = OTP_RESEND_SECONDS) => start(seconds), [start]);

  /** A refusal that says how long to wait (429 with `retryAfter`) starts the wait it names. */
  const waitIfTold = useCallback(
    (err: unknown) => {
      if (err instanceof ApiRequestError && err.status === 429 && err.retryAfter) wait(err.retryAfter);
    },
    [wait],
  );

  return {
    secondsLeft: remaining,
    /** A wait ran out (not merely never started): said once to screen readers. */
    ready: finished,
    wait,
    waitIfTold,
  };
}
