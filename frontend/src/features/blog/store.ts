import type { Blog } from '@umang/common';
import { create } from 'zustand';
import { toast } from '@/lib/toast';
import { getBlogs } from './api/get-blogs';
import { BLOG_MESSAGES } from './messages';

export type BlogsStatus = 'idle' | 'loading' | 'ready' | 'error';

interface BlogsState {
  blogs: Blog[];
  status: BlogsStatus;
  /** Fetches the list; a second call while one is in flight is ignored. */
  loadBlogs: () => Promise<void>;
  /** Keeps a post's likes in step after a like on the list or on the post's own page. */
  setLikes: (id: string, likes: Pick<Blog, 'likes' | 'likedByMe'>) => void;
}

const initialState = { blogs: [] as Blog[], status: 'idle' as BlogsStatus };

export const useBlogsStore = create<BlogsState>()((set, get) => ({
  ...initialState,
  loadBlogs: async () => {
    if (get().status === 'loading') return;
    set({ status: 'loading' });
    try {
      const blogs = await getBlogs();
      set({ blogs, status: 'ready' });
    } catch {
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
export const resetBlogsStore = (): void => useBlogsStore.setState(initialState);
