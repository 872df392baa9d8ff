import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditEntry, AuditResponse } from '@umang/common';
import { queryKeys } from '@/lib/query-keys';
import { LOAD_FAILED, showError } from '@/lib/show-error';
import { AUDIT_PAGE_SIZE, getAuditEntries } from '../api/get-audit-entries';

export type Actor = NonNullable<AuditEntry['actor']>;

type Pages = InfiniteData<AuditResponse, unknown>;

/** Adds the staff members of these entries to those already seen, sorted by name. */
function withActors(known: Actor[], entries: AuditEntry[]): Actor[] {
  const byId = new Map(known.map((actor) => [actor.id, actor]));
  for (const { actor } of entries) if (actor) byId.set(actor.id, actor);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The staff members named in the entries seen so far, under any filter: choosing one
 * member must not empty the list of the others to choose from.
 */
function useActorsSeen(data: Pages | undefined): Actor[] {
  const [seen, setSeen] = useState<{ of?: Pages; actors: Actor[] }>({ actors: [] });
  // Adjusted while rendering (not in an effect), so the filter never lags a render behind.
  if (data && data !== seen.of) {
    setSeen({
      of: data,
      actors: withActors(
        seen.actors,
        data.pages.flatMap((page) => page.entries),
      ),
    });
  }
  return seen.actors;
}

/**
 * The audit log for a staff member and action, newest first, 50 at a time:
 * "older" pages go on below, asked for with the id of the last entry shown.
 */
export function useAuditLog(actorId: string, action: string) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.staff.audit({ actorId, action }),
    queryFn: ({ pageParam, signal }) => getAuditEntries({ actorId, action, before: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: ({ entries }) => (entries.length >= AUDIT_PAGE_SIZE ? entries.at(-1)?.id : undefined),
  });
  const { data, error, fetchNextPage, isFetchingNextPage, hasNextPage, refetch } = query;
  const actors = useActorsSeen(data);
  const pages = data?.pages;

  const loadOlder = async () => {
    const result = await fetchNextPage();
    // The entries shown stay; the failure to add older ones is a toast.
    if (result.isFetchNextPageError) showError(result.error, { fallback: LOAD_FAILED });
  };

  return {
    entries: pages?.flatMap((page) => page.entries),
    // A list already shown stays on screen; only a list that never arrived shows the error.
    error: !pages && error ? error.message || LOAD_FAILED : null,
    hasOlder: hasNextPage,
    actors,
    loadingOlder: isFetchingNextPage,
    loadOlder,
    /** The first entry of the page just added below, for focus. */
    firstNewId: pages && pages.length > 1 ? (pages.at(-1)?.entries[0]?.id ?? null) : null,
    reload: () => void refetch(),
  };
}
