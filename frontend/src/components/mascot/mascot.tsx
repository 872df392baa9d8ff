import { useEffect, useRef, useState } from 'react';
import { whenIdleAfterLoad } from '@/lib/when-idle';
import { loadMascot } from './load-mascot';
import { useStayClear } from './use-stay-clear';

/**
 * Patang, the kite mascot: a fixed circle at the bottom-right, 8rem on large screens
 * and 4rem below them, where every pixel of a phone's width counts. Decorative only:
 * it takes no clicks, is hidden from screen readers and steps aside while it would
 * cover the focused control or a form. The footer keeps room for it (footer.tsx).
 */
export function Mascot() {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const inTheWay = useStayClear(box);

  useEffect(() => {
    const container = box.current;
    if (!container) return;
    let disposed = false;
    let undo = () => {};
    const cancel = whenIdleAfterLoad(() => {
      loadMascot(container).then(
        (cleanup) => (disposed ? cleanup() : (undo = cleanup)),
        // Decoration only: without the file the page simply has no mascot.
        () => !disposed && setFailed(true),
      );
    });
    return () => {
      disposed = true;
      cancel();
      undo();
    };
  }, []);

  if (failed) return null;
  return (
    <div
      ref={box}
      aria-hidden="true"
      data-testid="mascot"
      className={`pointer-events-none fixed right-3 bottom-3 z-30 size-16 overflow-hidden rounded-full bg-primary-soft shadow-lg ring-4 ring-white print:hidden sm:right-5 sm:bottom-5 lg:size-32 ${inTheWay ? 'invisible' : ''}`}
    />
  );
}
