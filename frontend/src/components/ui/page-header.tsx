import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** Small line above the title, e.g. the section of the site. */
  eyebrow?: string;
  title: string;
  /** Introductory paragraph(s) under the title. */
  children?: ReactNode;
  /** Optional illustration on the right from the medium breakpoint up (decorative). */
  art?: ReactNode;
}

/** The top of every content page: one h1, an optional lead and illustration. */
export function PageHeader({ eyebrow, title, children, art }: PageHeaderProps) {
  return (
    <header className="flex items-center gap-10">
      <div className="max-w-3xl">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
        <h1 className="mt-1 text-3xl leading-tight font-bold text-ink sm:text-4xl">{title}</h1>
        {children && <div className="mt-4 space-y-3 text-lg leading-relaxed text-muted">{children}</div>}
      </div>
      {art && <div className="ml-auto hidden w-72 shrink-0 md:block">{art}</div>}
    </header>
  );
}
