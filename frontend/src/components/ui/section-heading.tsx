import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  title: string;
  /** One short line under the title. */
  children?: ReactNode;
  className?: string;
}

/** An h2 with an optional lead line: the heading of every page section. */
export function SectionHeading({ id, title, children, className = '' }: SectionHeadingProps) {
  return (
    <div className={`max-w-3xl ${className}`.trim()}>
      <h2 id={id} className="text-2xl font-bold text-ink sm:text-3xl">
        {title}
      </h2>
      {children && <p className="mt-2 text-lg text-muted">{children}</p>}
    </div>
  );
}
