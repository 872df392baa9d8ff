import type { Blog } from '@umang/common';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSetBlogLikes } from '../hooks/use-blogs';
import { blogPreview } from '../messages';
import { BlogByline } from './blog-byline';
import { BlogMedia } from './blog-media';
import { LikeButton } from './like-button';

interface BlogCardProps {
  blog: Blog;
  /** The first card: its picture is the largest thing on screen when the wall opens. */
  priority?: boolean;
}

/** One Wall of Honour post: picture or video, title (the link), a 100-character preview, byline and likes. */
export function BlogCard({ blog, priority = false }: BlogCardProps) {
  const { t } = useTranslation('blog');
  const setLikes = useSetBlogLikes();
  const path = `/blogs/${blog._id}`;

  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <BlogMedia blog={blog} priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="text-xl leading-snug font-bold text-ink">
          <Link to={path} className="underline-offset-4 hover:text-primary hover:underline">
            {blog.title}
          </Link>
        </h2>
        <p className="text-base leading-relaxed text-muted">{blogPreview(blog.content)}</p>
        <BlogByline blog={blog} className="mt-auto pt-1" />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <LikeButton
            blogId={blog._id}
            title={blog.title}
            likes={{ likes: blog.likes, likedByMe: blog.likedByMe }}
            onLikesChange={(likes) => setLikes(blog._id, likes)}
          />
          <Link to={path} className="text-base font-semibold text-primary underline-offset-4 hover:underline">
            <Trans
              t={t}
              i18nKey="card.read"
              values={{ title: blog.title }}
              components={{ sr: <span className="sr-only" /> }}
            />
          </Link>
        </div>
      </div>
    </li>
  );
}
