import { useCallback, useEffect, useRef, useState } from 'react';

/** How long an approval waits for Undo before it is sent to the server. */
export const UNDO_SECONDS = 5;
const TICK_MS = 250;

interface HeldApprovalsOptions {
  /** Sends one approval now (the window ended, or the screen is closing). */
  commit: (id: string) => void;
  /** Sends approvals while the page itself is going away, when an ordinary request may die with it. */
  sendOnLeave: (id: string) => void;
}

/**
 * Approvals held for a few seconds so a slip can be undone before the patient is told.
 * Nothing is lost by leaving: closing the screen sends what it still holds at once, and
 * leaving the page sends it with a request that outlives the page.
 */
export function useHeldApprovals({ commit, sendOnLeave }: HeldApprovalsOptions) {
  const deadlines = useRef(new Map<string, number>());
  const [secondsLeft, setSecondsLeft] = useState<ReadonlyMap<string, number>>(new Map());
  const latest = useRef({ commit, sendOnLeave });
  useEffect(() => {
    latest.current = { commit, sendOnLeave };
  });

  // Sends what is due and counts down the rest.
  const tick = useCallback(() => {
    const now = Date.now();
    const left = new Map<string, number>();
    for (const [id, deadline] of deadlines.current) {
      if (deadline <= now) {
        deadlines.current.delete(id);
        latest.current.commit(id);
      } else left.set(id, Math.ceil((deadline - now) / 1000));
    }
    setSecondsLeft(left);
  }, []);

  const holding = secondsLeft.size > 0;
  useEffect(() => {
    if (!holding) return;
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [holding, tick]);

  useEffect(() => {
    const held = deadlines.current;
    const leave = () => {
      for (const id of held.keys()) latest.current.sendOnLeave(id);
      held.clear();
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      for (const id of held.keys()) latest.current.commit(id);
      held.clear();
    };
  }, []);

  const hold = useCallback(
    (id: string) => {
      deadlines.current.set(id, Date.now() + UNDO_SECONDS * 1000);
      tick();
    },
    [tick],
  );

  /** Drops a held approval; answers whether it was still held (false: already sent). */
  const undo = useCallback(
    (id: string): boolean => {
      const was = deadlines.current.delete(id);
      tick();
      return was;
    },
    [tick],
  );

  return { secondsLeft, hold, undo };
}
