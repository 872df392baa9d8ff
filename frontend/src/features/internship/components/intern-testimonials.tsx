import { useTranslation } from 'react-i18next';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import { INTERN_TESTIMONIALS } from '@/content/internship';

/** Six quotes from past interns. */
export function InternTestimonials() {
  const { t } = useTranslation('internship');
  return (
    <ul aria-label={t('voices.label')} className="mt-6 grid gap-4 sm:gap-6 md:grid-cols-2 xl:grid-cols-3">
      {INTERN_TESTIMONIALS.map((id) => (
        <li key={id}>
          <TestimonialCard
            quote={t(`voices.items.${id}.quote`)}
            name={t(`voices.items.${id}.name`)}
            detail={t(`voices.items.${id}.course`)}
          />
        </li>
      ))}
    </ul>
  );
}
