import type { ReactNode } from 'react';
import { TreatmentSidebar } from './treatment-sidebar';

interface ServicesLayoutProps {
  /** The page's PageHeader (the h1), full width above the sidebar. */
  header: ReactNode;
  children: ReactNode;
}

/** Header on top, then the treatments sidebar beside (lg+) or above (phones) the content. */
export function ServicesLayout({ header, children }: ServicesLayoutProps) {
  return (
    <>
      {header}
      <div className="mt-10 grid gap-10 lg:mt-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start xl:gap-14">
        <TreatmentSidebar />
        <div className="min-w-0">{children}</div>
      </div>
    </>
  );
}
