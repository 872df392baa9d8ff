import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClass } from '@/components/ui/button';

/** Every path without a page. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="py-16 text-center">
      <PageMeta
        title="Page not found"
        description="This address has no page on the Umang centre's website."
      />
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mx-auto mt-3 max-w-md text-muted">
        We could not find <code className="rounded bg-slate-100 px-1 break-all">{pathname}</code>. It may have
        moved, or the address may have a typo.
      </p>
      <Link to="/" className={buttonClass('primary', 'mt-8')}>
        Go to the home page
      </Link>
    </section>
  );
}
