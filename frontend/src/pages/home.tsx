import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClass } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { WHAT_WE_DO } from '@/content/home';
import { DoctorCard } from '@/features/doctors/components/doctor-card';
import { DoctorCardSkeleton } from '@/features/doctors/components/doctor-card-skeleton';
import { useDoctors } from '@/features/doctors/hooks/use-doctors';
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

/**
 * Everything after the banner and the figures starts below the fold on a phone,
 * so it is drawn only as it nears the screen (`render-when-near` in index.css).
 * Until then each section stands in at its estimated height: its height on a
 * 360px-wide phone (and from the lg breakpoint up, on a 1024px screen), rounded
 * up. Never smaller, or the undrawn content would spill over the next section
 * (and over its links) meanwhile.
 */
const later = {
  testimonials: 'mt-16 sm:mt-20 render-when-near [--estimated-height:85rem] lg:[--estimated-height:35rem]',
  whatWeDo: 'mt-16 sm:mt-20 render-when-near [--estimated-height:30rem] lg:[--estimated-height:30rem]',
  aboutVision: 'mt-16 sm:mt-20 render-when-near [--estimated-height:85rem] lg:[--estimated-height:55rem]',
  meetDoctors: 'mt-16 sm:mt-20 render-when-near [--estimated-height:25rem] lg:[--estimated-height:20rem]',
  whyChooseUs: 'mt-16 sm:mt-20 render-when-near [--estimated-height:85rem] lg:[--estimated-height:45rem]',
  servicesConditions:
    'mt-16 sm:mt-20 render-when-near [--estimated-height:75rem] lg:[--estimated-height:35rem]',
  speciality: 'mt-16 sm:mt-20 render-when-near [--estimated-height:40rem] lg:[--estimated-height:25rem]',
  topDoctors: 'mt-16 sm:mt-20 render-when-near [--estimated-height:70rem] lg:[--estimated-height:45rem]',
  closingBanner: 'mt-16 sm:mt-20 render-when-near [--estimated-height:45rem] lg:[--estimated-height:25rem]',
};

/** /: the centre at a glance, from the banner to booking. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const pictures = WHAT_WE_DO.map(({ id, image }) => ({
    image,
    alt: t(`whatWeDo.items.${id}.alt`),
    caption: t(`whatWeDo.items.${id}.caption`),
  }));
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <HomeHero />
      <div className="mt-8 sm:mt-10">
        <StatsList />
      </div>
      <div className={later.testimonials}>
        <Testimonials />
      </div>
      <section aria-labelledby="what-we-do-title" className={later.whatWeDo}>
        <SectionHeading id="what-we-do-title" title={t('whatWeDo.title')}>
          {t('whatWeDo.lead')}
        </SectionHeading>
        <div className="mt-6">
          <WhatWeDoCarousel items={pictures} speed="fast" label={t('whatWeDo.label')} />
        </div>
      </section>
      <div className={later.aboutVision}>
        <AboutVision />
      </div>
      <div className={later.meetDoctors}>
        <MeetDoctors />
      </div>
      <div className={later.whyChooseUs}>
        <WhyChooseUs />
      </div>
      <div className={later.servicesConditions}>
        <ServicesConditions />
      </div>
      <div className={later.speciality}>
        <SpecialitySection />
      </div>
      <div className={later.topDoctors}>
        <TopDoctors />
      </div>
      <div className={later.closingBanner}>
        <ClosingBanner />
      </div>
    </>
  );
}

/**
 * A few doctors taking appointments, not the whole team: on a phone every card is a screen's
 * height, and the team page lists them all. Composed here: the doctors feature owns the cards,
 * the home page owns the frame.
 */
const TOP_DOCTORS = 4;

function TopDoctors() {
  const { t } = useTranslation('home');
  const { data, status } = useDoctors();
  const doctors = (data?.doctors ?? []).filter((doctor) => doctor.available).slice(0, TOP_DOCTORS);
  // Two cards a row on phones, four on wide screens: the four fill whole rows at every width.
  const grid = 'mt-8 grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-5 md:grid-cols-4';

  return (
    <section aria-labelledby="top-doctors-title">
      <SectionHeading id="top-doctors-title" title={t('topDoctors.title')}>
        {t('topDoctors.lead')}
      </SectionHeading>
      {doctors.length > 0 ? (
        <ul className={grid} aria-label={t('topDoctors.label')}>
          {doctors.map((doctor) => (
            <DoctorCard key={doctor._id} doctor={doctor} />
          ))}
        </ul>
      ) : (
        // A failed list is already toasted (the doctors query says so); the team page offers Retry.
        status === 'pending' && (
          <ul className={grid} aria-busy="true" aria-label={t('topDoctors.label')}>
            {Array.from({ length: TOP_DOCTORS }, (_, i) => (
              <DoctorCardSkeleton key={i} />
            ))}
          </ul>
        )
      )}
      <Link to="/doctors" className={buttonClass('secondary', 'mt-8 px-7 py-3 text-base')}>
        {t('topDoctors.all')}
      </Link>
    </section>
  );
}
