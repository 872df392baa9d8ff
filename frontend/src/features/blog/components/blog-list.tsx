import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useBlogs } from '../hooks/use-blogs';
import { BlogCard } from './blog-card';
import { BlogCardSkeleton } from './blog-card-skeleton';

const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

/**
 * The Wall of Honour posts as cards, fetched again whenever the reader logs in or out
 * (here or in another tab), with loading, error and empty states.
 */
export function BlogList() {
  const { t } = useTranslation('blog');
  const { data, status, refetch } = useBlogs();
  const blogs = data ?? [];

  if (blogs.length === 0 && status === 'pending') {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('loading')}
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
        <p className="font-semibold text-red-800">{t('list.failed')}</p>
        <p className="mt-1 text-red-800">{t('list.checkConnection')}</p>
        <Button className="mt-4" onClick={() => void refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }

  if (blogs.length === 0) {
    return <p className="rounded-2xl bg-slate-50 p-6 text-center text-lg text-muted">{t('list.empty')}</p>;
  }

  return (
    <ul className={GRID} aria-label={t('list.label')}>
      {blogs.map((blog, index) => (
        <BlogCard key={blog._id} blog={blog} priority={index === 0} />
      ))}
    </ul>
  );
}
