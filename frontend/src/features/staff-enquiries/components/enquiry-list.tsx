import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { errorMessage, LOAD_FAILED } from '@/lib/show-error';
import { ENQUIRIES_PAGE_SIZE, enquiriesQuery } from '../api/get-enquiries';
import { EnquiryCard } from './enquiry-card';
import { EmptyState, LoadError, Loading } from '@/components/ui/load-states';

const pageFrom = (params: URLSearchParams): number => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** The contact-form messages, a page at a time; the page is in the URL so Back returns to it. */
export function EnquiryList() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const query = useQuery(enquiriesQuery(page));

  // The failure of the latest request, once no newer one is on its way.
  if (query.error && !query.isFetching)
    return (
      <LoadError
        message={errorMessage(query.error, { fallback: LOAD_FAILED })}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <Loading>Loading enquiries…</Loading>;
  const { enquiries, total } = query.data;
  if (total === 0) return <EmptyState>No enquiries yet.</EmptyState>;
  if (enquiries.length === 0)
    // An old link to a page that no longer exists (fewer messages than when it was made).
    return (
      <div className="space-y-4">
        <EmptyState>There are no enquiries on page {page}.</EmptyState>
        <Button variant="secondary" onClick={() => setParams({})}>
          Go to the newest enquiries
        </Button>
      </div>
    );

  return (
    <section aria-label="Enquiries" aria-busy={query.isFetching}>
      <ul className="space-y-4">
        {enquiries.map((enquiry) => (
          <li key={enquiry._id}>
            <EnquiryCard enquiry={enquiry} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={ENQUIRIES_PAGE_SIZE}
        total={total}
        onPage={(next) => {
          setParams(next > 1 ? { page: String(next) } : {});
          window.scrollTo({ top: 0 });
        }}
        noun="enquiries"
      />
    </section>
  );
}
