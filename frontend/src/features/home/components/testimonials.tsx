import { SectionHeading } from '@/components/ui/section-heading';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import { TESTIMONIALS } from '@/content/home';

/** Three families in their own words. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title">
      <SectionHeading id="testimonials-title" title="What Families Say">
        A few words from parents and patients we have walked alongside.
      </SectionHeading>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map(({ quote, name, relation }) => (
          <li key={name}>
            <TestimonialCard quote={quote} name={name} detail={relation} />
          </li>
        ))}
      </ul>
    </section>
  );
}
