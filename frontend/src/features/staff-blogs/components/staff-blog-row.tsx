import type { Blog } from '@umang/common';
import { useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { formatDateIN } from '@/lib/format';
import { excerpt } from '../blog-rules';
import { DeleteConfirm } from './delete-confirm';
import { MediaThumb } from './media-thumb';

interface StaffBlogRowProps {
  blog: Blog;
  /** While a post is uploading, opening another form would drop it. */
  busy: boolean;
  deleting: boolean;
  onEdit: (blog: Blog) => void;
  onDelete: (blog: Blog) => Promise<unknown>;
}

const small = 'min-h-11 px-4 py-2';
const likes = (n: number) => `${n} ${n === 1 ? 'like' : 'likes'}`;

/** One post in the console list: what the public sees in brief, and what staff can do with it. */
export function StaffBlogRow({ blog, busy, deleting, onEdit, onDelete }: StaffBlogRowProps) {
  const [confirming, setConfirming] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);

  const keep = () => {
    setConfirming(false);
    // The Delete button is back only after this render.
    requestAnimationFrame(() => deleteRef.current?.focus());
  };

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
          {confirming ? (
            <DeleteConfirm
              title={blog.title}
              deleting={deleting}
              onConfirm={() => void onDelete(blog)}
              onKeep={keep}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => onEdit(blog)}
                disabled={busy}
                className={buttonClass('secondary', small)}
              >
                Edit <span className="sr-only">“{blog.title}”</span>
              </button>
              <button
                type="button"
                ref={deleteRef}
                onClick={() => setConfirming(true)}
                disabled={busy}
                className={buttonClass('ghost', `${small} text-red-800! hover:bg-red-50!`)}
              >
                Delete <span className="sr-only">“{blog.title}”</span>
              </button>
              <a
                href={`/blogs/${encodeURIComponent(blog._id)}`}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('ghost', small)}
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
