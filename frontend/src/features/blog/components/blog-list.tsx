import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useSessionStore } from '@/stores/session-store';
import { BLOG_MESSAGES } from '../messages';
import { useBlogsStore } from '../store';
import { BlogCard } from './blog-card';
import { BlogCardSkeleton } from './blog-card-skeleton';

const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

/**
 * The Wall of Honour posts as cards, fetched fresh on every visit and again whenever the
 * reader logs in or out (here or in another tab), with loading, error and empty states.
 */
export function BlogList() {
  const blogs = useBlogsStore((s) => s.blogs);
  const status = useBlogsStore((s) => s.status);
  const loadBlogs = useBlogsStore((s) => s.loadBlogs);
  const token = useSessionStore((s) => s.token);

  // Which posts show as liked is the API's answer for one token: another token needs another answer.
  useEffect(() => {
    void loadBlogs();
  }, [loadBlogs, token]);

  if (blogs.length === 0 && (status === 'idle' || status === 'loading')) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading...
        </p>
        <ul className={GRID}>
          {Array.from({ length: 3 }, (_, i) => (
            <BlogCardSkeleton key={i} />
          ))}
        </ul>
      </div>
    );
  }

  if (blogs.length === 0 && status === 'error') {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-800">We could not load the Wall of Honour just now.</p>
        <p className="mt-1 text-red-800">Please check your internet connection and try again.</p>
        <Button className="mt-4" onClick={() => void loadBlogs()}>
          Retry
        </Button>
      </div>
    );
  }

  if (blogs.length === 0) {
    return (
      <p className="rounded-2xl bg-slate-50 p-6 text-center text-lg text-muted">{BLOG_MESSAGES.empty}</p>
    );
  }

  return (
    <ul className={GRID} aria-label="Wall of Honour posts">
      {blogs.map((blog, index) => (
        <BlogCard key={blog._id} blog={blog} priority={index === 0} />
      ))}
    </ul>
  );
}
