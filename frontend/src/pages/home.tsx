import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';
import { SectionHeading } from '@/components/ui/section-heading';
import { WHAT_WE_DO } from '@/content/home';
import { DoctorList } from '@/features/doctors/components/doctor-list';
import { AboutVision } from '@/features/home/components/about-vision';
import { ClosingBanner } from '@/features/home/components/closing-banner';
import { HomeHero } from '@/features/home/components/home-hero';
import { MeetDoctors } from '@/features/home/components/meet-doctors';
import { ServicesConditions } from '@/features/home/components/services-conditions';
import { SpecialitySection } from '@/features/home/components/speciality-section';
import { StatsList } from '@/features/home/components/stats-list';
import { Testimonials } from '@/features/home/components/testimonials';
import { WhatWeDoCarousel } from '@/features/home/components/what-we-do-carousel';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';

const gap = 'mt-16 sm:mt-20';

/** / (spec §1, §2 Home): the centre at a glance, from the banner to booking. */
export default function HomePage() {
  return (
    <>
      <PageMeta
        title="Child & Mental Health Rehabilitation Centre, Gurugram"
        description="Psychiatrists, pediatricians, psychologists and therapists under one roof in Sector 40, Gurugram: autism, ADHD, speech delays, anxiety and more."
      />
      <HomeHero />
      <div className="mt-8 sm:mt-10">
        <StatsList />
      </div>
      <div className={gap}>
        <Testimonials />
      </div>
      <section aria-labelledby="what-we-do-title" className={gap}>
        <SectionHeading id="what-we-do-title" title="What We Do">
          A glimpse of the therapies children and adults take part in every day.
        </SectionHeading>
        <div className="mt-6">
          <WhatWeDoCarousel items={WHAT_WE_DO} speed="fast" label="What We Do pictures" />
        </div>
      </section>
      <div className={gap}>
        <AboutVision />
      </div>
      <div className={gap}>
        <MeetDoctors />
      </div>
      <div className={gap}>
        <WhyChooseUs />
      </div>
      <div className={gap}>
        <ServicesConditions />
      </div>
      <div className={gap}>
        <SpecialitySection />
      </div>
      <TopDoctors />
      <div className={gap}>
        <ClosingBanner />
      </div>
    </>
  );
}

/** Composed here: the doctors feature owns the list, the home page owns the frame. */
function TopDoctors() {
  return (
    <section aria-labelledby="top-doctors-title" className={gap}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="top-doctors-title" title="Top Doctors to Book">
          Doctors taking appointments now. Choose one to see free times.
        </SectionHeading>
        <Link
          to="/doctors"
          className="font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
        >
          See all our doctors
        </Link>
      </div>
      <div className="mt-8">
        <DoctorList availableOnly label="Top doctors" />
      </div>
    </section>
  );
}
