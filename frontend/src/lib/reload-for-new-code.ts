/**
 * After a release the old code's chunk files are gone, so a tab opened before it fails
 * to fetch the code of a page it has not visited yet. Reloading once fetches the new
 * release. The time of that reload is kept for the tab, so when the fresh page fails too
 * (the server is away, not just updated) the visitor gets the error screen, not a loop.
 */
const KEY = 'umang.reloadedForNewCodeAt';

/** A second failure this soon after the reload means reloading again would not help. */
export const RELOAD_GUARD_MS = 60_000;

/** The browsers' words for a module that could not be fetched, and Vite's for its stylesheet. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(err: unknown): boolean {
  return err instanceof Error && CHUNK_FAILURE.test(err.message);
}

interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: number;
}

/**
 * Reloads the page unless this tab already did so for the same reason within the guard
 * time. Answers whether it reloaded; storage that cannot be used means no reload.
 */
export function reloadOnceForNewCode({
  storage = window.sessionStorage,
  reload = () => window.location.reload(),
  now = Date.now(),
}: ReloadDeps = {}): boolean {
  try {
    const last = Number(storage.getItem(KEY));
    if (last && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
