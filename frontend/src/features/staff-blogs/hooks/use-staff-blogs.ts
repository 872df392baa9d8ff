import type { Blog } from '@umang/common';
import { useCallback, useEffect, useState } from 'react';
import { getStaffBlogs } from '../api/get-staff-blogs';

type Status = 'loading' | 'ready' | 'error';

/**
 * The posts for the console list. `reload` fetches again while the current
 * list stays on screen (after a save or delete); `retry` starts over from the
 * loading state after a failure.
 */
export function useStaffBlogs() {
  const [blogs, setBlogs] = useState<Blog[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getStaffBlogs(controller.signal)
      .then((list) => {
        setBlogs(list);
        setStatus('ready');
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setError(err instanceof Error ? err.message : 'The posts could not be loaded.');
        setStatus('error');
      });
    return () => controller.abort();
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  /** Takes a deleted post off the list at once, before the fresh list arrives. */
  const drop = useCallback((id: string) => setBlogs((list) => list.filter((b) => b._id !== id)), []);
  const retry = useCallback(() => {
    setStatus('loading');
    setVersion((v) => v + 1);
  }, []);

  return { blogs, status, error, reload, retry, drop };
}
