import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { CENTRE } from '@/content/centre';

/** Placeholder home: the full page (stats, testimonials, carousel…) is its own issue. */
export default function HomePage() {
  return (
    <>
      <title>{`${CENTRE.name}, Gurugram`}</title>
      <section className="flex items-center gap-12 overflow-hidden rounded-3xl bg-gradient-to-br from-primary-soft via-white to-accent-soft px-6 py-12 sm:px-12 sm:py-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{CENTRE.location}</p>
          <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold text-ink sm:text-5xl">
            {CENTRE.name}
          </h1>
          <p className="mt-5 max-w-2xl text-base leading-relaxed text-muted sm:text-lg">
            Umang means hope and enthusiasm, and that is what we work for. Our psychiatrists, pediatricians,
            psychologists and therapists work alongside families to assess, treat and support children and
            adults: from autism, ADHD and speech or learning difficulties to anxiety, depression and other
            mental-health conditions, with a plan that fits each person&rsquo;s life at home, at school and at
            work.
          </p>
          <Link to="/doctors" className={buttonClass('primary', 'mt-8 px-7 py-3 text-base')}>
            Book Appointment
          </Link>
        </div>
        {/* The kite-over-sunrise mark, large, as decoration. */}
        <img
          src="/assets/logo.svg"
          alt=""
          width={64}
          height={64}
          className="ml-auto hidden size-56 shrink-0 rotate-3 rounded-[3.5rem] shadow-xl lg:block"
        />
      </section>
    </>
  );
}
