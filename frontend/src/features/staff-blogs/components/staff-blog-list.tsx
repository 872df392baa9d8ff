import type { Blog } from '@umang/common';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { StaffBlogRow } from './staff-blog-row';

interface StaffBlogListProps {
  blogs: Blog[];
  status: 'loading' | 'ready' | 'error';
  error: string;
  busy: boolean;
  deleting: boolean;
  onRetry: () => void;
  onEdit: (blog: Blog) => void;
  onDelete: (blog: Blog) => Promise<unknown>;
  /** The list's heading: focus returns here after a post is deleted. */
  headingRef?: Ref<HTMLHeadingElement>;
}

const box = 'rounded-2xl border border-slate-200 bg-white p-6 text-base';

function ListBody({ blogs, status, error, onRetry, ...row }: Omit<StaffBlogListProps, 'headingRef'>) {
  if (status === 'loading') {
    return (
      <p role="status" className={`${box} text-muted`}>
        Loading the posts…
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div className={box}>
        <p role="alert" className="font-medium text-red-800">
          {error}
        </p>
        <Button variant="secondary" onClick={onRetry} className="mt-4">
          Retry
        </Button>
      </div>
    );
  }
  if (blogs.length === 0) return <p className={`${box} text-ink`}>No posts yet. Publish the first story.</p>;
  return (
    <ul
      aria-labelledby="staff-blogs-heading"
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
    >
      {blogs.map((blog) => (
        <StaffBlogRow key={blog._id} blog={blog} {...row} />
      ))}
    </ul>
  );
}

/** Every published post, newest first, with its loading, empty and error states. */
export function StaffBlogList({ headingRef, ...props }: StaffBlogListProps) {
  const { status, blogs } = props;
  return (
    <section aria-labelledby="staff-blogs-heading">
      <h2
        id="staff-blogs-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-ink focus:outline-none"
      >
        Published posts
        {status === 'ready' && <span className="font-normal text-muted"> ({blogs.length})</span>}
      </h2>
      <div className="mt-4">
        <ListBody {...props} />
      </div>
    </section>
  );
}
