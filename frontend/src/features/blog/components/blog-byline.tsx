import type { Blog } from '@umang/common';
import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-language';

interface BlogBylineProps {
  blog: Pick<Blog, 'author' | 'createdAt'>;
  /** The post's own page: the byline in body size. */
  large?: boolean;
  className?: string;
}

/** "By <author> · <date>"; "Unknown" when the post has no author. */
export function BlogByline({ blog, large = false, className = '' }: BlogBylineProps) {
  const { t } = useTranslation('blog');
  const format = useFormat();
  const author = blog.author.trim() || t('byline.unknown');
  return (
    <p className={`${large ? 'text-base' : 'text-sm'} text-muted ${className}`.trim()}>
      <Trans
        t={t}
        i18nKey="byline.by"
        values={{ author }}
        components={{ author: <span className="font-semibold text-ink" /> }}
      />
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      <time dateTime={blog.createdAt} className="whitespace-nowrap">
        {format.isoDay(blog.createdAt)}
      </time>
    </p>
  );
}
