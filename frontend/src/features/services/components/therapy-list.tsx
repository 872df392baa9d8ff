import { THERAPIES } from '@/content/therapies';

/** The twelve offerings as plain cards: information, not links. */
export function TherapyList() {
  return (
    <ul
      aria-label="Therapies and services"
      className="mt-6 grid gap-4 sm:grid-cols-2 sm:gap-6 2xl:grid-cols-3"
    >
      {THERAPIES.map(({ name, summary }, i) => (
        <li key={name} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft font-bold text-primary-dark"
          >
            {i + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-ink">{name}</h3>
            <p className="mt-1 text-base text-muted">{summary}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
