import { Button } from '@/components/ui/button';
import { useBlogs } from '../hooks/use-blogs';
import { BLOG_MESSAGES } from '../messages';
import { BlogCard } from './blog-card';
import { BlogCardSkeleton } from './blog-card-skeleton';

const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

/**
 * The Wall of Honour posts as cards, fetched again whenever the reader logs in or out
 * (here or in another tab), with loading, error and empty states.
 */
export function BlogList() {
  const { data, status, refetch } = useBlogs();
  const blogs = data ?? [];

  if (blogs.length === 0 && status === 'pending') {
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
        <Button className="mt-4" onClick={() => void refetch()}>
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
