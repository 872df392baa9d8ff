import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeader } from '@/components/ui/page-header';
import { SectionHeading } from '@/components/ui/section-heading';
import { therapyEnquirySubject } from '@/content/therapies';
import { ContactDetails } from '@/features/contact/components/contact-details';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactMap } from '@/features/contact/components/contact-map';

/** /contact: how to reach the centre, a map, and the Email Us form. */
export default function ContactPage() {
  const [params] = useSearchParams();
  const subject = therapyEnquirySubject(params.get('about'));
  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Call, write or visit Umang in Sector 40, Gurugram. Send us your question through the Email Us form and our team will get back to you."
      />
      <PageHeader
        eyebrow="We are here to help"
        title="Contact Us"
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
        <p>
          Not sure where to begin? That is completely fine. Call us, write to us or drop in during opening
          hours, and tell us a little about your child or yourself. We will help you work out the next step.
        </p>
      </PageHeader>

      {/* Phones: details, form, map. Wide screens: details above the map, the form beside them. */}
      <div className="mt-12 grid gap-12 sm:mt-16 lg:grid-cols-[2fr_3fr] lg:grid-rows-[auto_1fr] lg:gap-x-16">
        <section aria-labelledby="reach-us" className="space-y-8 lg:col-start-1 lg:row-start-1">
          <SectionHeading id="reach-us" title="Reach us">
            Phone calls are answered during opening hours.
          </SectionHeading>
          <ContactDetails />
        </section>

        <section
          aria-labelledby="email-us"
          className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <SectionHeading id="email-us" title="Email Us">
            Every field is needed so we can reply to you properly.
          </SectionHeading>
          <div className="mt-6">
            {/* Keyed: another therapy's link, followed from this page, starts the form afresh. */}
            <ContactForm key={subject} subject={subject} />
          </div>
        </section>

        <section aria-labelledby="find-us" className="space-y-6 lg:col-start-1 lg:row-start-2">
          <SectionHeading id="find-us" title="How to find us" />
          <ContactMap />
        </section>
      </div>
    </>
  );
}
