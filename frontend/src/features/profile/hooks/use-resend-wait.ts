import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '@/lib/api-client';

/** The server refuses a second code to the same account within a minute. */
export const RESEND_WAIT_SECONDS = 60;

/**
 * Whole seconds until the server takes another code request, ticking once a second.
 * Counts from the clock rather than from the ticks, so a throttled background tab
 * still shows the right wait when it comes back.
 */
export function useResendWait() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  const waiting = secondsLeft > 0;

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [waiting]);

  const wait = useCallback((seconds: number = RESEND_WAIT_SECONDS) => {
    const startedAt = Date.now();
    setNow(startedAt);
    setDeadline(startedAt + seconds * 1000);
  }, []);

  /** A refusal that says how long to wait (429 with `retryAfter`) starts the wait it names. */
  const waitIfTold = useCallback(
    (err: unknown) => {
      if (err instanceof ApiRequestError && err.status === 429 && err.retryAfter) wait(err.retryAfter);
    },
    [wait],
  );

  return {
    secondsLeft,
    /** A wait ran out (not merely never started): said once to screen readers. */
    ready: deadline !== null && !waiting,
    wait,
    waitIfTold,
  };
}
