import type { Blog } from '@umang/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { useSetBlogLikes } from '../hooks/use-blogs';
import { BlogByline } from './blog-byline';
import { BlogMedia } from './blog-media';
import { LikeButton } from './like-button';

interface BlogArticleProps {
  blog: Blog;
}

// Blank lines and single line breaks in the text both start a new paragraph.
const paragraphsOf = (content: string): string[] =>
  content
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A whole Wall of Honour post: title, byline, picture or video, the full text and the like button. */
export function BlogArticle({ blog }: BlogArticleProps) {
  // The post and the list hold the same count, so going back shows it too; a fresh copy
  // of the post (after a log-in or log-out) brings its own.
  const { t } = useTranslation('blog');
  const setLikes = useSetBlogLikes();

  return (
    <article className="mx-auto max-w-3xl">
      <Link to="/blog" className="text-base font-semibold text-primary underline-offset-4 hover:underline">
        <span aria-hidden="true">← </span>
        {t('article.back')}
      </Link>
      <header className="mt-6">
        <h1 className="text-3xl leading-tight font-bold text-ink sm:text-4xl">{blog.title}</h1>
        <BlogByline blog={blog} large className="mt-3" />
      </header>
      <BlogMedia blog={blog} large className="mt-8 rounded-2xl" />
      <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink">
        {paragraphsOf(blog.content).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <footer className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6">
        <LikeButton
          blogId={blog._id}
          title={blog.title}
          likes={{ likes: blog.likes, likedByMe: blog.likedByMe }}
          onLikesChange={(likes) => setLikes(blog._id, likes)}
        />
        <Link to="/blog" className={buttonClass('secondary')}>
          {t('article.back')}
        </Link>
      </footer>
    </article>
  );
}
