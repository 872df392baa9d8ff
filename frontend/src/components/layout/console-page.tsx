import type { ReactNode } from 'react';

interface ConsolePageProps {
  title: string;
  /** One line under the title. */
  lead?: string;
  /** Buttons on the right of the title (Add doctor, Refresh…). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A staff console screen: its h1, lead and actions, then the content. */
export function ConsolePage({ title, lead, actions, children }: ConsolePageProps) {
  return (
    <>
      <title>{`${title} · Staff console · Umang`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
          {lead && <p className="mt-1 text-base text-muted">{lead}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-6">{children}</div>
    </>
  );
}
