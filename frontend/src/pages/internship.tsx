import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeader } from '@/components/ui/page-header';
import { SectionHeading } from '@/components/ui/section-heading';
import { GroupPhotos } from '@/features/internship/components/group-photos';
import { InternTestimonials } from '@/features/internship/components/intern-testimonials';
import { InternVideo } from '@/features/internship/components/intern-video';
import { StudentBenefitsCard } from '@/features/internship/components/student-benefits-card';

/** /internship. */
export default function InternshipPage() {
  const { t } = useTranslation('internship');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHeader eyebrow={t('header.eyebrow')} title={t('header.title')}>
        <p>{t('header.lead')}</p>
      </PageHeader>
      <div className="mt-10">
        <GroupPhotos />
      </div>
      <div className="mt-16 grid items-start gap-10 sm:mt-20 lg:grid-cols-2 lg:gap-12">
        <StudentBenefitsCard />
        <section aria-labelledby="intern-video">
          <SectionHeading id="intern-video" title={t('video.heading')} className="mb-6">
            {t('video.headingLead')}
          </SectionHeading>
          <InternVideo />
        </section>
      </div>
      <section aria-labelledby="intern-voices" className="mt-16 sm:mt-20">
        <SectionHeading id="intern-voices" title={t('voices.title')} />
        <InternTestimonials />
      </section>
    </>
  );
}
