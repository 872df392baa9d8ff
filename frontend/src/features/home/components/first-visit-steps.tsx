import { SectionHeading } from '@/components/ui/section-heading';
import { FIRST_VISIT_STEPS } from '@/content/home';

/** /about: what happens at a first visit, as numbered steps. */
export function FirstVisitSteps() {
  return (
    <section aria-labelledby="first-visit-title">
      <SectionHeading id="first-visit-title" title="How a First Visit Works">
        Bring any past reports, prescriptions or school notes you have; they help us a lot.
      </SectionHeading>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {FIRST_VISIT_STEPS.map(({ title, text }, index) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="text-lg leading-snug font-semibold text-ink">{title}</h3>
            </div>
            <p className="mt-3 text-base leading-relaxed text-muted">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
