import type { ReactNode } from 'react';

interface TreatmentSectionProps {
  id: string;
  title: string;
  /** Paragraphs (overview) or bullet points (the other sections). */
  items: readonly string[];
  as: 'paragraphs' | 'list';
  /** A short line under the heading. */
  note?: ReactNode;
}

/** One h2 section of a treatment page. */
export function TreatmentSection({ id, title, items, as, note }: TreatmentSectionProps) {
  return (
    <section aria-labelledby={id} className="max-w-3xl">
      <h2 id={id} className="text-2xl font-bold text-ink sm:text-3xl">
        {title}
      </h2>
      {note && <p className="mt-2 text-base text-muted">{note}</p>}
      {as === 'paragraphs' ? (
        <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink">
          {items.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : (
        <ul className="mt-4 space-y-3 text-lg leading-relaxed text-ink">
          {items.map((text) => (
            <li key={text} className="flex gap-3">
              <span aria-hidden="true" className="mt-2.5 size-2.5 shrink-0 rounded-full bg-primary" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
