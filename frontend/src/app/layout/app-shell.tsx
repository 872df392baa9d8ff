import { lazy, Suspense, type ReactNode } from 'react';
import { Navbar } from '@/components/layout/navbar';
import { SkipLink } from '@/components/layout/skip-link';
import { TopStrip } from '@/components/layout/top-strip';

// Below the fold or decoration: not in the entry, but fetched (one file) alongside the
// first page. Should that file not come, the page goes on without them.
const extras = () => import('./frame-extras').catch(() => ({ Footer: Nothing, Mascot: Nothing }));
const Nothing = () => null;
const Footer = lazy(async () => ({ default: (await extras()).Footer }));
const Mascot = lazy(async () => ({ default: (await extras()).Mascot }));

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
      <Suspense fallback={null}>
        <Footer />
        {mascot && <Mascot />}
      </Suspense>
    </div>
  );
}
