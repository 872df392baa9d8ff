import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClass } from '@/components/ui/button';

/** Every path without a page. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="py-16 text-center">
      <PageMeta title={t('notFound.title')} description={t('notFound.description')} />
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('notFound.eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mx-auto mt-3 max-w-md text-muted">
        <Trans
          t={t}
          i18nKey="notFound.body"
          values={{ path: pathname }}
          components={{ path: <code className="rounded bg-slate-100 px-1 break-all" /> }}
        />
      </p>
      <Link to="/" className={buttonClass('primary', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
