import type { Blog } from '@umang/common';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '@/lib/media-url';

interface BlogMediaProps {
  blog: Pick<Blog, 'title' | 'mediaUrl' | 'mediaType'>;
  /** The post's own page: a larger picture that is above the fold, so it loads at once. */
  large?: boolean;
  /** The first card of the wall: above the fold on every screen, so it loads at once too. */
  priority?: boolean;
  className?: string;
}

/** A post's picture or video, always 16:9 so cards line up and nothing jumps while loading. */
export function BlogMedia({ blog, large = false, priority = false, className = '' }: BlogMediaProps) {
  const { t } = useTranslation('blog');
  const eager = large || priority;
  const frame = `aspect-video h-auto w-full bg-primary-soft object-cover ${className}`.trim();
  const src = mediaUrl(blog.mediaUrl);

  if (blog.mediaType === 'video') {
    return (
      // Muted and never autoplaying: sound and motion start only when the reader asks for them.
      <video
        controls
        preload="metadata"
        muted
        playsInline
        src={src}
        aria-label={blog.title}
        className={frame}
      >
        {t('media.noVideo')}
      </video>
    );
  }

  return (
    <img
      src={src}
      alt={blog.title}
      width={large ? 1280 : 640}
      height={large ? 720 : 360}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={frame}
    />
  );
}
