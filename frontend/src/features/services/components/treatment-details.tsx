import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { CENTRE } from '@/content/centre';
import { TREATMENT_DETAILS } from '@/content/treatment-details';
import type { TreatmentSlug } from '@/content/treatments';
import { TreatmentSection } from './treatment-section';

interface TreatmentDetailsProps {
  slug: TreatmentSlug;
}

/** The four sections of a treatment page, then the call to action. */
export function TreatmentDetails({ slug }: TreatmentDetailsProps) {
  const detail = TREATMENT_DETAILS[slug];
  return (
    <div className="space-y-12 sm:space-y-14">
      <TreatmentSection id="overview" title="Overview" items={detail.overview} as="paragraphs" />
      <TreatmentSection
        id="symptoms"
        title="Symptoms"
        items={detail.symptoms}
        as="list"
        note="Signs differ from person to person. Noticing one or two does not mean a diagnosis: only a trained professional can tell."
      />
      <TreatmentSection id="causes" title="Causes" items={detail.causes} as="list" />
      <TreatmentSection
        id="treatment"
        title="Treatment"
        items={detail.treatment}
        as="list"
        note="Every plan is made for the person in front of us, and families are part of it."
      />
      <TreatmentCallToAction />
    </div>
  );
}

function TreatmentCallToAction() {
  return (
    <section aria-labelledby="next-steps" className="max-w-3xl rounded-2xl bg-primary-soft p-6 sm:p-8">
      <h2 id="next-steps" className="text-2xl font-bold text-ink">
        Talk to our team
      </h2>
      <p className="mt-2 text-lg text-ink">
        Book a half-hour appointment with one of our doctors, or write to us with your questions. You can also
        call us on{' '}
        <a
          href={CENTRE.phoneHref}
          className="figures font-semibold text-primary-dark underline underline-offset-4"
        >
          {CENTRE.phoneDisplay}
        </a>
        .
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/doctors" className={buttonClass('primary')}>
          Book Appointment
        </Link>
        <Link to="/contact" className={buttonClass('secondary')}>
          Contact
        </Link>
      </div>
      <p className="mt-6 text-base">
        <Link
          to="/services/all"
          className="text-primary-dark underline underline-offset-4 hover:text-primary"
        >
          See all our therapies and services
        </Link>
      </p>
    </section>
  );
}
