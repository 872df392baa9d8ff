import { CENTRE } from '@/content/centre';

/** The "second top component": phone and opening hours under the navbar. */
export function TopStrip() {
  return (
    <aside aria-label="Phone and opening hours" className="bg-primary-dark text-white">
      <div className="mx-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-1.5 text-xs sm:mx-[8%] sm:text-sm">
        <p>
          <span className="sr-only">Phone: </span>
          <a href={CENTRE.phoneHref} className="figures font-semibold underline-offset-2 hover:underline">
            {CENTRE.phoneDisplay}
          </a>
        </p>
        <p>
          <span className="sr-only">Opening hours: </span>
          <span className="figures">{CENTRE.hours}</span>
          <span className="hidden md:inline"> · {CENTRE.location}</span>
        </p>
      </div>
    </aside>
  );
}
