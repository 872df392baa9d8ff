import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';
import { BlogArticle } from '@/features/blog/components/blog-article';
import { useBlogPost } from '@/features/blog/hooks/use-blog-post';
import { blogPreview } from '@/features/blog/messages';

/** /blogs/:id, one Wall of Honour post. */
export default function BlogDetailPage() {
  const { t } = useTranslation('blog');
  const { id = '' } = useParams();
  const blog = useBlogPost(id);

  if (!blog) {
    return (
      <>
        <PageMeta title={t('meta.title')} description={t('meta.postDescription')} />
        <p role="status" className="py-16 text-center text-lg text-muted">
          {t('loading')}
        </p>
      </>
    );
  }

  return (
    <>
      <PageMeta title={blog.title} description={blogPreview(blog.content)} />
      {/* Keyed so the like count starts fresh when another post opens. */}
      <BlogArticle key={blog._id} blog={blog} />
    </>
  );
}
