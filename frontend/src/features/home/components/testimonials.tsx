import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/components/ui/section-heading';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import { TESTIMONIALS } from '@/content/home';

/** Three families in their own words. */
export function Testimonials() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="testimonials-title">
      <SectionHeading id="testimonials-title" title={t('testimonials.title')}>
        {t('testimonials.lead')}
      </SectionHeading>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((id) => (
          <li key={id}>
            <TestimonialCard
              quote={t(`testimonials.items.${id}.quote`)}
              name={t(`testimonials.items.${id}.name`)}
              detail={t(`testimonials.items.${id}.relation`)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
