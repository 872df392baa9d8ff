import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeader } from '@/components/ui/page-header';
import { isTreatmentSlug, type TreatmentSlug } from '@/content/treatments';
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
  const { t } = useTranslation('services');
  if (isTreatmentSlug(section)) return <TreatmentPage slug={section} />;

  return (
    <ServicesLayout
      header={
        <PageHeader
          eyebrow={t('eyebrow')}
          title={t('overview.title')}
          art={<HeroArt src="/assets/services/overview-hero.svg" />}
        >
          <p>{t('overview.lead')}</p>
        </PageHeader>
      }
    >
      <PageMeta title={t('overview.title')} description={t('overview.description')} />
      <TherapyOverview />
    </ServicesLayout>
  );
}

function TreatmentPage({ slug }: { slug: TreatmentSlug }) {
  const { t } = useTranslation('services');
  const title = t(`treatments.${slug}.title`);
  const summary = t(`treatments.${slug}.summary`);
  return (
    <ServicesLayout
      header={
        <PageHeader
          eyebrow={t('eyebrow')}
          title={title}
          art={<HeroArt src="/assets/services/treatment-hero.svg" />}
        >
          <p>{summary}</p>
        </PageHeader>
      }
    >
      <PageMeta
        title={title}
        description={t('treatment.description', { condition: t(`treatments.${slug}.condition`), summary })}
      />
      <TreatmentDetails slug={slug} />
    </ServicesLayout>
  );
}
