import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeader } from '@/components/ui/page-header';
import { SectionHeading } from '@/components/ui/section-heading';
import { enquiredTherapy } from '@/content/therapies';
import { ContactDetails } from '@/features/contact/components/contact-details';
import { EnquiryForm } from '@/features/contact/components/enquiry-form';
import { ContactMap } from '@/features/contact/components/contact-map';

/** /contact: how to reach the centre, a map, and the Email Us form. */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta title={t('title')} description={t('description')} />
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('title')}
        art={
          <img
            src="/assets/contact/contact.svg"
            alt=""
            width={360}
            height={280}
            className="aspect-[9/7] h-auto w-full"
          />
        }
      >
        <p>{t('lead')}</p>
      </PageHeader>

      {/* Phones: details, form, map. Wide screens: details above the map, the form beside them. */}
      <div className="mt-12 grid gap-12 sm:mt-16 lg:grid-cols-[2fr_3fr] lg:grid-rows-[auto_1fr] lg:gap-x-16">
        <section aria-labelledby="reach-us" className="space-y-8 lg:col-start-1 lg:row-start-1">
          <SectionHeading id="reach-us" title={t('reach.title')}>
            {t('reach.lead')}
          </SectionHeading>
          <ContactDetails />
        </section>

        <section
          aria-labelledby="email-us"
          className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <SectionHeading id="email-us" title={t('write.title')}>
            {t('write.lead')}
          </SectionHeading>
          <div className="mt-6">
            <EnquiryForm therapy={enquiredTherapy(params.get('about'))} />
          </div>
        </section>

        <section aria-labelledby="find-us" className="space-y-6 lg:col-start-1 lg:row-start-2">
          <SectionHeading id="find-us" title={t('find.title')} />
          <ContactMap />
        </section>
      </div>
    </>
  );
}
