import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuditEntry } from '@umang/common';
import { ApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { AUDIT_PAGE_SIZE, getAuditEntries } from '../api/get-audit-entries';

export type Actor = NonNullable<AuditEntry['actor']>;

interface Loaded {
  key: string;
  entries: AuditEntry[];
  hasOlder: boolean;
  error: string | null;
}

const messageOf = (err: unknown): string =>
  err instanceof Error && err.message ? err.message : 'Could not reach the server. Please try again.';

/** Adds the staff members of these entries to those already seen, sorted by name. */
function withActors(known: Actor[], entries: AuditEntry[]): Actor[] {
  const byId = new Map(known.map((actor) => [actor.id, actor]));
  for (const { actor } of entries) if (actor) byId.set(actor.id, actor);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The audit log for a staff member and action, newest first, 50 at a time:
 * "older" pages go on below, asked for with the id of the last entry shown.
 */
export function useAuditLog(actorId: string, action: string) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>();
  const [actors, setActors] = useState<Actor[]>([]);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [firstNewId, setFirstNewId] = useState<number | null>(null);
  const key = `${attempt}|${actorId}|${action}`;
  const currentKey = useRef(key);

  useEffect(() => {
    currentKey.current = key;
    const controller = new AbortController();
    getAuditEntries({ actorId, action }, controller.signal).then(
      ({ entries }) => {
        setLoaded({ key, entries, hasOlder: entries.length >= AUDIT_PAGE_SIZE, error: null });
        setActors((known) => withActors(known, entries));
      },
      (err: unknown) => {
        if (!controller.signal.aborted)
          setLoaded({ key, entries: [], hasOlder: false, error: messageOf(err) });
      },
    );
    return () => controller.abort();
  }, [key, actorId, action]);

  const current = loaded?.key === key ? loaded : undefined;
  const last = current?.entries.at(-1);

  const loadOlder = useCallback(async () => {
    if (!last) return;
    setLoadingOlder(true);
    try {
      const { entries } = await getAuditEntries({ actorId, action, before: last.id });
      if (currentKey.current !== key) return; // the filters changed meanwhile
      setLoaded((page) =>
        page?.key === key
          ? { ...page, entries: [...page.entries, ...entries], hasOlder: entries.length >= AUDIT_PAGE_SIZE }
          : page,
      );
      setActors((known) => withActors(known, entries));
      setFirstNewId(entries[0]?.id ?? null);
    } catch (err) {
      if (!(err instanceof ApiRequestError && err.status === 401)) toast.error(messageOf(err));
    } finally {
      setLoadingOlder(false);
    }
  }, [actorId, action, key, last]);

  return {
    entries: current?.entries,
    error: current?.error ?? null,
    hasOlder: current?.hasOlder ?? false,
    actors,
    loadingOlder,
    loadOlder,
    /** The first entry of the page just added below, for focus. */
    firstNewId,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
