import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { AboutVision } from '@/features/home/components/about-vision';
import { FirstVisitSteps } from '@/features/home/components/first-visit-steps';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';

const gap = 'mt-16 sm:mt-20';

/** /about: who we are, why families choose us, and what a first visit looks like. */
export default function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHeader
        eyebrow={t('header.eyebrow')}
        title={t('header.title')}
        art={
          <img
            src="/assets/home/about.svg"
            alt=""
            width={520}
            height={420}
            fetchPriority="high"
            decoding="async"
            className="aspect-[26/21] h-auto w-full"
          />
        }
      >
        <p>{t('header.lead')}</p>
      </PageHeader>
      {/* PageHeader shows its art from md up; phones get the same picture under the lead. */}
      <img
        src="/assets/home/about.svg"
        alt=""
        width={520}
        height={420}
        decoding="async"
        className="mx-auto mt-6 aspect-[26/21] h-auto w-full max-w-xs md:hidden"
      />
      <div className={gap}>
        <AboutVision title={t('storyTitle')} showArt={false} />
      </div>
      <div className={gap}>
        <WhyChooseUs />
      </div>
      <div className={gap}>
        <FirstVisitSteps />
      </div>
      <section
        aria-labelledby="about-cta-title"
        className={`${gap} rounded-3xl bg-primary-soft p-6 text-center sm:p-10`}
      >
        <h2 id="about-cta-title" className="text-2xl font-bold text-ink sm:text-3xl">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-muted">{t('cta.text')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/doctors" className={buttonClass('primary', 'px-7 py-3 text-base')}>
            {t('cta.book')}
          </Link>
          <Link to="/contact" className={buttonClass('secondary', 'px-7 py-3 text-base')}>
            {t('cta.contact')}
          </Link>
        </div>
      </section>
    </>
  );
}
