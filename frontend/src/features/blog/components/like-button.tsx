import type { Blog } from '@umang/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { endedSession } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { likeBlog } from '../api/like-blog';

/** A post's likes as the API gives them: pseudonyms (their count is what shows) and the reader's own. */
export type BlogLikes = Pick<Blog, 'likes' | 'likedByMe'>;

// Stands in for the reader's like in the optimistic list until the server's answer replaces it.
const PENDING = '__pending__';

interface LikeButtonProps {
  blogId: string;
  /** The post's title, so screen-reader users know which post the button likes. */
  title: string;
  likes: BlogLikes;
  onLikesChange: (likes: BlogLikes) => void;
}

/** The likes as they will be once the reader's like is given or taken back. */
const toggled = ({ likes, likedByMe }: BlogLikes): BlogLikes => ({
  likes: likedByMe ? likes.slice(0, -1) : [...likes, PENDING],
  likedByMe: !likedByMe,
});

/**
 * Like / unlike a post. The count changes at once (optimistic) and is then set
 * from the server's answer; a failure puts the old count back. Whether the reader
 * likes the post comes from the API's `likedByMe`: the list holds no account ids.
 */
export function LikeButton({ blogId, title, likes, onLikesChange }: LikeButtonProps) {
  const { t } = useTranslation('blog');
  const token = useSessionStore((s) => s.token);
  const { pathname } = useLocation();
  const [pending, setPending] = useState(false);
  const [askLogin, setAskLogin] = useState(false);
  const liked = likes.likedByMe;

  async function handleClick() {
    if (pending) return; // one request at a time; aria-disabled keeps focus on the button
    // A visitor is asked to log in right here, by the button, with the way to do it: the API
    // would only refuse, and a toast's link is gone before a keyboard user can reach it.
    if (!token) {
      setAskLogin(true);
      return;
    }
    const before = likes;
    onLikesChange(toggled(before));
    setPending(true);
    // Logged out (a 401 does that) or in as someone else meanwhile: the count stands, but the
    // like was the previous reader's; the post is being fetched again for the new one.
    const stillMine = (likedByMe: boolean) => likedByMe && useSessionStore.getState().token === token;
    try {
      const answer = await likeBlog(blogId);
      onLikesChange({ likes: answer.likes, likedByMe: stillMine(answer.likedByMe) });
    } catch (err) {
      onLikesChange({ likes: before.likes, likedByMe: stillMine(before.likedByMe) });
      // A 401 has logged the reader out (the session's own toast says so): they are a visitor now.
      if (endedSession(err)) setAskLogin(true);
      else toast.error(t('toasts.likeFailed'), { toastId: 'blog-like' });
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <button
        type="button"
        aria-pressed={liked}
        aria-disabled={pending || undefined}
        onClick={() => void handleClick()}
        className={
          'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ' +
          'border-slate-300 text-ink hover:border-primary hover:text-primary aria-disabled:cursor-wait ' +
          'aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:text-primary-dark'
        }
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`size-5 ${liked ? 'fill-rose-600 stroke-rose-600' : 'fill-none stroke-current'}`}
          strokeWidth={2}
          strokeLinejoin="round"
        >
          <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3.1 1.6-1.9 3.1-3.1 5.2-3.1 3.5 0 5.4 3.5 4.1 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
        </svg>
        {t('like.count', { count: likes.likes.length })}
        <span className="sr-only">{t('like.on', { title })}</span>
      </button>
      {/* Under the button's row, whatever else shares it; present from the start so it is announced. */}
      <p role="status" className="order-last basis-full text-base empty:hidden">
        {askLogin && !token && (
          <Link
            to={`/login?mode=login&next=${encodeURIComponent(pathname)}`}
            className="font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
          >
            {t('like.needsLogin')}
          </Link>
        )}
      </p>
    </>
  );
}
