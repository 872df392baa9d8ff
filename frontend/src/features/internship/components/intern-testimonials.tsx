import { TestimonialCard } from '@/components/ui/testimonial-card';
import { INTERN_TESTIMONIALS } from '@/content/internship';

/** Six quotes from past interns. */
export function InternTestimonials() {
  return (
    <ul aria-label="Intern testimonials" className="mt-6 grid gap-4 sm:gap-6 md:grid-cols-2 xl:grid-cols-3">
      {INTERN_TESTIMONIALS.map(({ name, course, quote }) => (
        <li key={name}>
          <TestimonialCard quote={quote} name={name} detail={course} />
        </li>
      ))}
    </ul>
  );
}
