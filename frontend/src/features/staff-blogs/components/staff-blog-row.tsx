import type { Blog } from '@umang/common';
import { useRef } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { InlineConfirm, useInlineConfirm } from '@/components/ui/inline-confirm';
import { formatDateIN } from '@/lib/format';
import { excerpt } from '../blog-rules';
import { MediaThumb } from './media-thumb';

interface StaffBlogRowProps {
  blog: Blog;
  /** While a post is uploading, opening another form would drop it. */
  busy: boolean;
  deleting: boolean;
  onEdit: (blog: Blog) => void;
  onDelete: (blog: Blog) => Promise<unknown>;
}

const likes = (n: number) => `${n} ${n === 1 ? 'like' : 'likes'}`;

/** One post in the console list: what the public sees in brief, and what staff can do with it. */
export function StaffBlogRow({ blog, busy, deleting, onEdit, onDelete }: StaffBlogRowProps) {
  const deleteRef = useRef<HTMLButtonElement>(null);
  const confirm = useInlineConfirm(deleteRef);

  return (
    <li className="flex flex-col items-start gap-4 p-4 sm:flex-row sm:p-5">
      <MediaThumb blog={blog} />
      <div className="w-full min-w-0 flex-1">
        <h3 className="text-lg font-semibold break-words text-ink">{blog.title}</h3>
        <p className="mt-0.5 text-sm text-muted">
          {blog.author.trim() || 'Unknown'} ·{' '}
          <time dateTime={blog.createdAt}>{formatDateIN(blog.createdAt)}</time> · {likes(blog.likes.length)}
        </p>
        <p className="mt-2 text-base break-words text-ink">{excerpt(blog.content)}</p>
        <div className="mt-3">
          {confirm.open ? (
            <InlineConfirm
              question={`Delete “${blog.title}”? This cannot be undone.`}
              confirmLabel={deleting ? 'Deleting…' : 'Delete post'}
              keepLabel="Keep it"
              busy={deleting}
              onConfirm={() => void onDelete(blog)}
              onKeep={confirm.dismiss}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => onEdit(blog)} disabled={busy}>
                Edit <span className="sr-only">“{blog.title}”</span>
              </Button>
              <Button ref={deleteRef} variant="danger-ghost" onClick={confirm.ask} disabled={busy}>
                Delete <span className="sr-only">“{blog.title}”</span>
              </Button>
              <a
                href={`/blogs/${encodeURIComponent(blog._id)}`}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('ghost')}
              >
                View <span className="sr-only">“{blog.title}” (opens in a new tab)</span>
              </a>
            </div>
          )}
        </div>
      </div>
    </li>
  );
}
