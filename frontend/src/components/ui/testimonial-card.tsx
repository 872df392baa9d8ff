interface TestimonialCardProps {
  quote: string;
  name: string;
  /** Who they are: "Parent of a 6-year-old", "MSc Psychology, second year". */
  detail: string;
}

function QuoteMark() {
  return (
    <svg viewBox="0 0 32 24" width="32" height="24" aria-hidden="true" className="text-sun">
      <path
        fill="currentColor"
        d="M0 24V14C0 6 4 1.5 12 0l1.5 3.5C9 5 7 8 7 11h6v13zm18 0V14c0-8 4-12.5 12-14l1.5 3.5C27 5 25 8 25 11h6v13z"
      />
    </svg>
  );
}

/** A quotation in someone's own words, with their first name and who they are. */
export function TestimonialCard({ quote, name, detail }: TestimonialCardProps) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6">
      <QuoteMark />
      <blockquote className="mt-3 flex-1 text-lg leading-relaxed text-ink">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft font-bold text-primary-dark"
        >
          {name.charAt(0)}
        </span>
        <span>
          <span className="block font-semibold text-ink">{name}</span>
          <span className="block text-base text-muted">{detail}</span>
        </span>
      </figcaption>
    </figure>
  );
}
