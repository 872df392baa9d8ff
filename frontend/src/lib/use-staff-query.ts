import { useCallback, useEffect, useState } from 'react';
import { staffApi } from '@/lib/staff-api';

export interface StaffQuery<T> {
  /** The latest answer; kept while a newer one loads so the table does not flash empty. */
  data: T | undefined;
  /** The failure of the current request, or null. */
  error: string | null;
  /** True until the current path (or a reload of it) has answered. */
  loading: boolean;
  reload: () => void;
}

interface Result<T> {
  key: string;
  data?: T;
  error?: string;
}

const messageOf = (err: unknown): string =>
  err instanceof Error && err.message ? err.message : 'Could not reach the server. Please try again.';

/**
 * GETs a staff API path and answers it again whenever the path changes or
 * `reload` is called. A newer request aborts the older one, so a slow answer
 * for old filters can never overwrite the answer for the current ones.
 */
export function useStaffQuery<T>(path: string): StaffQuery<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result<T>>();
  const key = `${attempt} ${path}`;

  useEffect(() => {
    const controller = new AbortController();
    staffApi.get<T>(path, controller.signal).then(
      (data) => setResult({ key, data }),
      (err: unknown) => {
        if (!controller.signal.aborted) setResult({ key, error: messageOf(err) });
      },
    );
    return () => controller.abort();
  }, [key, path]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = result?.key === key;
  return {
    data: result?.data,
    error: current ? (result.error ?? null) : null,
    loading: !current,
    reload,
  };
}
