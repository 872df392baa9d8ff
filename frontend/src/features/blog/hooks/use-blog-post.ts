import type { Blog } from '@umang/common';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '@/lib/query-keys';
import { endedSession } from '@/lib/show-error';
import { useSessionStore } from '@/stores/session-store';
import { getBlog } from '../api/get-blog';

/**
 * Fetches one post; null while fetching. It is fetched again when the reader logs in or
 * out, since `likedByMe` answers for one token (the reader is part of the key). A missing
 * post or a network failure shows the fixed-wording toast and sends the reader back to the list.
 */
export function useBlogPost(id: string): Blog | null {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const reader = useSessionStore((s) => s.token);
  const { data, error } = useQuery({
    queryKey: queryKeys.blog(id, reader),
    queryFn: async ({ signal }) => (await getBlog(id, reader, signal)).blog,
    // The post stays while it is fetched again for a new reader, but never with the previous
    // reader's like; a post from the previous id is never shown while the next one loads.
    placeholderData: (previous) => (previous?._id === id ? { ...previous, likedByMe: false } : undefined),
    meta: { errorToast: { toastId: 'blog-load', message: t('toasts.postFailed') } },
  });

  // A 401 has ended the session: the post is asked for again as a visitor's, so the reader stays.
  useEffect(() => {
    if (error && !endedSession(error)) void navigate('/blog', { replace: true });
  }, [error, navigate]);

  return data ?? null;
}
