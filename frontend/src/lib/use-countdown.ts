import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline, ticking once a second. Counts from the
 * clock rather than from the number of ticks, so a throttled background tab
 * still shows the right time when it comes back.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number) => {
    const startedAt = Date.now();
    setNow(startedAt);
    setDeadline(startedAt + seconds * 1000);
  }, []);

  const reset = useCallback(() => setDeadline(null), []);

  /** `finished`: a countdown ran out (not merely never started). */
  return { remaining, finished: deadline !== null && !running, start, reset };
}
