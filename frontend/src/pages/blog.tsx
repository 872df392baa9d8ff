import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeader } from '@/components/ui/page-header';
import { BlogList } from '@/features/blog/components/blog-list';

/** /blog, the Wall of Honour. */
export default function BlogPage() {
  const { t } = useTranslation('blog');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')}>
        <p>{t('page.lead')}</p>
      </PageHeader>
      <div className="mt-10 sm:mt-12">
        <BlogList />
      </div>
    </>
  );
}
