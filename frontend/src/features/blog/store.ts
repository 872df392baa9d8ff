import type { Blog } from '@umang/common';
import { create } from 'zustand';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { getBlogs } from './api/get-blogs';
import { BLOG_MESSAGES } from './messages';

export type BlogsStatus = 'idle' | 'loading' | 'ready' | 'error';

interface BlogsState {
  blogs: Blog[];
  status: BlogsStatus;
  /**
   * Fetches the list for the session's current token. A second call for the same token
   * while one is in flight is ignored; a call for another token (log-in, log-out) starts
   * afresh and the older answer is dropped.
   */
  loadBlogs: () => Promise<void>;
  /** Keeps a post's likes in step after a like on the list or on the post's own page. */
  setLikes: (id: string, likes: Pick<Blog, 'likes' | 'likedByMe'>) => void;
}

const initialState = { blogs: [] as Blog[], status: 'idle' as BlogsStatus };

// Whose `likedByMe` the list holds, and which load is the latest. `undefined`: nobody's yet.
let answeredFor: string | null | undefined;
let loadingFor: string | null | undefined;
let latestLoad = 0;

export const useBlogsStore = create<BlogsState>()((set, get) => ({
  ...initialState,
  loadBlogs: async () => {
    const token = useSessionStore.getState().token;
    if (get().status === 'loading' && loadingFor === token) return;
    const load = ++latestLoad;
    loadingFor = token;
    // Another reader's likes are never shown as this reader's, not even while the answer is on its way.
    const blogs = get().blogs;
    if (token !== answeredFor && blogs.some((blog) => blog.likedByMe)) {
      set({ blogs: blogs.map((blog) => ({ ...blog, likedByMe: false })) });
    }
    set({ status: 'loading' });
    try {
      const fresh = await getBlogs(token);
      if (load !== latestLoad) return; // a later load, for the session as it is now, answers instead
      answeredFor = token;
      set({ blogs: fresh, status: 'ready' });
    } catch {
      if (load !== latestLoad) return;
      set({ status: 'error' });
      // One toast even if the list is mounted twice (StrictMode, quick back-and-forth).
      toast.error(BLOG_MESSAGES.listFailed, { toastId: 'blogs-load' });
    }
  },
  setLikes: (id, likes) =>
    set((state) => ({
      blogs: state.blogs.map((blog) =>
        blog._id === id ? { ...blog, likes: likes.likes, likedByMe: likes.likedByMe } : blog,
      ),
    })),
}));

/** Back to the first state (tests). */
export const resetBlogsStore = (): void => {
  answeredFor = undefined;
  loadingFor = undefined;
  latestLoad += 1; // a load still in flight from before the reset is dropped
  useBlogsStore.setState(initialState);
};
