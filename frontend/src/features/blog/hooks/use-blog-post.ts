import type { Blog } from '@umang/common';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { getBlog } from '../api/get-blog';
import { BLOG_MESSAGES } from '../messages';

/**
 * Fetches one post; null while fetching. A missing post or a network failure
 * shows the spec's toast and sends the reader back to the list (spec §8).
 */
export function useBlogPost(id: string): Blog | null {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Blog | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getBlog(id, controller.signal)
      .then(({ blog }) => setLoaded(blog))
      .catch(() => {
        if (controller.signal.aborted) return; // left the page or opened another post
        toast.error(BLOG_MESSAGES.postFailed, { toastId: 'blog-load' });
        void navigate('/blog', { replace: true });
      });
    return () => controller.abort();
  }, [id, navigate]);

  // A post from the previous id is never shown while the next one loads.
  return loaded?._id === id ? loaded : null;
}
