import type { Blog } from '@umang/common';
import { formatDateIN } from '@/lib/format';

interface BlogBylineProps {
  blog: Pick<Blog, 'author' | 'createdAt'>;
  /** The post's own page: the byline in body size. */
  large?: boolean;
  className?: string;
}

/** "By <author> · <date>"; "Unknown" when the post has no author. */
export function BlogByline({ blog, large = false, className = '' }: BlogBylineProps) {
  const author = blog.author.trim() || 'Unknown';
  return (
    <p className={`${large ? 'text-base' : 'text-sm'} text-muted ${className}`.trim()}>
      By <span className="font-semibold text-ink">{author}</span>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      <time dateTime={blog.createdAt} className="whitespace-nowrap">
        {formatDateIN(blog.createdAt)}
      </time>
    </p>
  );
}
