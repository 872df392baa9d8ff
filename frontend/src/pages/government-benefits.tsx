import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeader } from '@/components/ui/page-header';
import { GOVERNMENT_BENEFITS } from '@/content/benefits';
import { BenefitGrid } from '@/features/benefits/components/benefit-grid';

/** /government-benefits. */
export default function GovernmentBenefitsPage() {
  return (
    <>
      <PageMeta
        title="Government Benefits"
        description="Official Indian government schemes for persons with disabilities: UDID card, ADIP devices, pension, tax relief under 80DD and 80U, railway concessions and more."
      />
      <PageHeader eyebrow="Govt-Benefits" title="Government Benefits for Persons with Disabilities">
        <p>
          The central and state governments offer pensions, assistive devices, tax relief, travel concessions
          and job support for persons with disabilities and their families. These are official schemes; each
          card opens the government website where the scheme is published.
        </p>
        <p>
          Forms can feel confusing. Our social worker will gladly help you understand which schemes fit your
          family and fill in the paperwork —{' '}
          <Link to="/contact" className="font-semibold text-primary-dark underline underline-offset-4">
            ask us at the centre
          </Link>
          .
        </p>
      </PageHeader>
      <p className="mt-8 mb-6 flex items-start gap-3 rounded-xl bg-accent-soft px-4 py-3 text-base text-ink sm:mt-10">
        <span
          aria-hidden="true"
          className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-white"
        >
          i
        </span>
        Each Read More link opens an external government website in a new tab. Rules and amounts may change,
        so please check the latest details there.
      </p>
      <BenefitGrid benefits={GOVERNMENT_BENEFITS} />
    </>
  );
}
