import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Mascot } from '@/components/mascot/mascot';
import { Navbar } from '@/components/layout/navbar';
import { SkipLink } from '@/components/layout/skip-link';
import { TopStrip } from '@/components/layout/top-strip';

/**
 * The frame of every page: navbar, second top strip, side margins of
 * 8% from the small breakpoint up, footer, and the mascot in its corner
 * (not on the pages where a family fills in a form or acts on their bookings).
 */
export function AppShell({ children, mascot }: { children: ReactNode; mascot: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Navbar />
      <TopStrip />
      <main id="main" tabIndex={-1} className="mx-4 flex-1 pt-8 focus:outline-none sm:mx-[8%] sm:pt-10">
        {children}
      </main>
      <Footer />
      {mascot && <Mascot />}
    </div>
  );
}
