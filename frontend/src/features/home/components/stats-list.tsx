import { STATS } from '@/content/home';

/** The headline numbers: value large, label underneath. */
export function StatsList() {
  return (
    <section aria-label="Umang in numbers">
      <dl className="grid grid-cols-3 gap-3 sm:gap-6">
        {STATS.map(({ value, label }) => (
          // dt must come first in the markup; flex-col-reverse draws the value on top.
          <div
            key={label}
            className="flex flex-col-reverse items-center justify-end rounded-2xl border border-slate-200 bg-white px-2 py-5 text-center sm:px-4 sm:py-6"
          >
            <dt className="mt-1 text-base leading-snug text-muted">{label}</dt>
            <dd className="text-2xl font-bold text-primary min-[400px]:text-3xl sm:text-4xl md:text-5xl">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
