import type { Blog } from '@umang/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { errorMessage } from '@/lib/show-error';
import { getStaffBlogs } from '../api/get-staff-blogs';

type Status = 'loading' | 'ready' | 'error';

/**
 * The posts for the console list. `reload` fetches again while the current
 * list stays on screen (after a save or delete), and the public Wall of Honour
 * follows; `retry` starts over from the loading state after a failure.
 */
export function useStaffBlogs() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.staff.blogs(),
    queryFn: ({ signal }) => getStaffBlogs(signal),
  });
  const { data, error, isFetching, isSuccess, refetch } = query;
  const status: Status = error && !isFetching ? 'error' : isSuccess ? 'ready' : 'loading';

  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.staff.blogs() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.allBlogs() });
  }, [queryClient]);
  /** Takes a deleted post off the list at once, before the fresh list arrives. */
  const drop = useCallback(
    (id: string) =>
      queryClient.setQueryData<Blog[]>(queryKeys.staff.blogs(), (list) => list?.filter((b) => b._id !== id)),
    [queryClient],
  );
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    blogs: data ?? [],
    status,
    error: error ? errorMessage(error, { fallback: 'The posts could not be loaded.' }) : '',
    reload,
    retry,
    drop,
  };
}
