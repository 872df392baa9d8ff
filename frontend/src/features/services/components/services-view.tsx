import { PageMeta } from '@/components/seo/page-meta';
import { PageHeader } from '@/components/ui/page-header';
import { TREATMENTS, isTreatmentSlug, type TreatmentSlug } from '@/content/treatments';
import { HeroArt } from './hero-art';
import { ServicesLayout } from './services-layout';
import { TherapyOverview } from './therapy-overview';
import { TreatmentDetails } from './treatment-details';

interface ServicesViewProps {
  /** The `:section` of the URL: a treatment slug, or anything else for the overview. */
  section?: string;
}

/** /services/:section: a treatment page for the ten known slugs, the therapy overview otherwise. */
export function ServicesView({ section }: ServicesViewProps) {
  if (isTreatmentSlug(section)) return <TreatmentPage slug={section} />;

  return (
    <ServicesLayout
      header={
        <PageHeader
          eyebrow="Services"
          title="Our Therapies and Services"
          art={<HeroArt src="/assets/services/overview-hero.svg" />}
        >
          <p>
            Assessment, therapy and medical care for children, teenagers and adults. Our psychiatrists,
            pediatricians, psychologists and therapists plan together, so your family gets one clear plan.
          </p>
        </PageHeader>
      }
    >
      <PageMeta
        title="Our Therapies and Services"
        description="ABA, occupational, speech and play therapy, psychological testing, psychiatry and pediatric OPD, and the conditions we treat, in Sector 40, Gurugram."
      />
      <TherapyOverview />
    </ServicesLayout>
  );
}

function TreatmentPage({ slug }: { slug: TreatmentSlug }) {
  const treatment = TREATMENTS.find((t) => t.slug === slug)!;
  return (
    <ServicesLayout
      header={
        <PageHeader
          eyebrow="Services"
          title={treatment.title}
          art={<HeroArt src="/assets/services/treatment-hero.svg" />}
        >
          <p>{treatment.summary}</p>
        </PageHeader>
      }
    >
      <PageMeta
        title={treatment.title}
        description={`${treatment.condition}: signs, causes and how our team helps. ${treatment.summary}`}
      />
      <TreatmentDetails slug={slug} />
    </ServicesLayout>
  );
}
