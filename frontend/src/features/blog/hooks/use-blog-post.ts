import type { Blog } from '@umang/common';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { getBlog } from '../api/get-blog';
import { BLOG_MESSAGES } from '../messages';

/**
 * Fetches one post; null while fetching. It is fetched again when the reader logs in or
 * out, since `likedByMe` answers for one token. A missing post or a network failure
 * shows the fixed-wording toast and sends the reader back to the list.
 */
export function useBlogPost(id: string): Blog | null {
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  const [loaded, setLoaded] = useState<{ blog: Blog; token: string | null } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getBlog(id, token, controller.signal)
      .then(({ blog }) => {
        if (!controller.signal.aborted) setLoaded({ blog, token });
      })
      .catch(() => {
        if (controller.signal.aborted) return; // left the page, opened another post, or the session changed
        toast.error(BLOG_MESSAGES.postFailed, { toastId: 'blog-load' });
        void navigate('/blog', { replace: true });
      });
    return () => controller.abort();
  }, [id, token, navigate]);

  return useMemo(() => {
    // A post from the previous id is never shown while the next one loads.
    if (loaded?.blog._id !== id) return null;
    // Nor the previous reader's like as this reader's while the post is fetched again.
    return loaded.token === token ? loaded.blog : { ...loaded.blog, likedByMe: false };
  }, [loaded, id, token]);
}
