import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';

interface ConsolePanelProps {
  title: string;
  /** One line under the title. */
  lead?: ReactNode;
  /** Closes the panel (the Close button and Escape); the screen returns focus. */
  onClose: () => void;
  /** While something is being sent, closing would lose track of it. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The framed section the doctor form and the blocked-times editor open in. Its
 * heading takes focus on opening, so keyboard and screen-reader users land on it.
 */
export function ConsolePanel({ title, lead, onClose, busy = false, children }: ConsolePanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || busy) return;
    event.stopPropagation();
    onClose();
  };

  return (
    <section
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      className="mb-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="min-w-0 scroll-mt-6 pt-1.5 text-xl font-bold break-words text-ink focus:outline-none sm:text-2xl"
        >
          {title}
        </h2>
        <Button variant="ghost" onClick={onClose} disabled={busy} className="shrink-0 px-4">
          Close
        </Button>
      </div>
      {lead && <p className="mt-1 text-base text-muted">{lead}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
