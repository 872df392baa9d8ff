import type { Blog } from '@umang/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/stores/session-store';
import { getBlogs } from '../api/get-blogs';

/**
 * The Wall of Honour for the reader the session holds (their token, or null: a visitor).
 * The reader is part of the key, so logging in or out (here or in another tab) asks again,
 * and one reader's `likedByMe` never answers for another.
 */
export function useBlogs() {
  const { t } = useTranslation('blog');
  const reader = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: queryKeys.blogs(reader),
    queryFn: ({ signal }) => getBlogs(reader, signal),
    // While a new reader's answer is on its way the cards stay, with no post shown as liked:
    // another reader's likes are never shown as this reader's.
    placeholderData: (previous) => previous?.map((blog) => ({ ...blog, likedByMe: false })),
    // One toast even if the list is mounted twice (StrictMode, quick back-and-forth).
    meta: { errorToast: { toastId: 'blogs-load', message: t('toasts.listFailed') } },
  });
}

/** Keeps a post's likes in step, on the list and on the post's own page, after a like. */
export function useSetBlogLikes() {
  const queryClient = useQueryClient();
  const reader = useSessionStore((s) => s.token);
  return useCallback(
    (id: string, likes: Pick<Blog, 'likes' | 'likedByMe'>) => {
      const apply = (blog: Blog): Blog => (blog._id === id ? { ...blog, ...likes } : blog);
      queryClient.setQueryData<Blog[]>(queryKeys.blogs(reader), (blogs) => blogs?.map(apply));
      queryClient.setQueryData<Blog>(queryKeys.blog(id, reader), (blog) => blog && apply(blog));
    },
    [queryClient, reader],
  );
}
