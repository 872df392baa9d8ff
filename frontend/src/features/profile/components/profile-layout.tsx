import type { ReactNode } from 'react';

interface ProfileLayoutProps {
  /** Photo and summary: the left column on desktop, on top on phones. */
  aside: ReactNode;
  children: ReactNode;
}

/** Two columns from laptop width, one on phones and tablets. */
export function ProfileLayout({ aside, children }: ProfileLayoutProps) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-10">
      <div className="rounded-2xl border border-slate-200 bg-primary-soft/50 px-6 py-8 text-center">
        {aside}
      </div>
      <div className="grid gap-6">{children}</div>
    </div>
  );
}

/** The card around one group of details. */
export const SECTION_CARD = 'rounded-2xl border border-slate-200 bg-white p-6 sm:p-8';
