import { useEffect, useState } from 'react';

/**
 * The time, renewed every `everyMs`: a screen left open moves on by itself (a slot's start
 * enables Mark no-show, midnight makes tomorrow today) without waiting for new data.
 */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
