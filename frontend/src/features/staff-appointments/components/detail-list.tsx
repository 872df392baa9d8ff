import type { ReactNode } from 'react';

/** A titled block of facts on the appointment's page; one column on a phone, two from `sm`. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <dl className="mt-3 grid gap-x-8 gap-y-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

/** One fact: its name above, the value below (min-w-0 so long e-mails wrap, not widen the page). */
export function DetailItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="text-base break-words text-ink">{children}</dd>
    </div>
  );
}
