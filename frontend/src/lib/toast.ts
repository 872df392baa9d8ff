import { createElement, useEffect, useSyncExternalStore } from 'react';
import type { Id, ToastContainerProps, ToastContent, ToastOptions } from 'react-toastify/unstyled';
import type * as ToastLibrary from './toast-library';
import { whenIdleAfterLoad } from './when-idle';

/**
 * The one import point for toasts. The library (react-toastify, about 10 KB) is not
 * part of the first screen: it is fetched once the page is idle, or sooner by the first
 * toast. A toast raised before it arrives waits here and is shown, in order, once it
 * has. Importing `react-toastify` directly elsewhere would create a second, separate
 * toast store whose toasts never appear: always import from here.
 */
type Library = typeof ToastLibrary;
type Toaster = Library['toast'];
type Kind = 'success' | 'error' | 'info' | 'warn';

let library: Library | undefined;
let loading: Promise<Library> | undefined;
const loadedListeners = new Set<() => void>();

/** A toast raised before the library arrived. */
interface Waiting {
  toastId: Id;
  error: boolean;
  /** The visitor's inputs seen when it was raised (see `clearErrorToastsOnPageChange`). */
  inputs: number;
  show: (toaster: Toaster) => void;
}
let waiting: Waiting[] = [];
let waitingIds = 0;

/**
 * Fetches the library (once) and shows the toasts that waited for it. Called by the
 * container after the first paint and by the first toast; tests await it at start.
 */
export function loadToasts(): Promise<void> {
  loading ??= import('./toast-library').then(
    (loaded) => {
      library = loaded;
      watchErrors(loaded.toast);
      const queued = waiting;
      waiting = [];
      for (const toast of queued) toast.show(loaded.toast);
      for (const listener of loadedListeners) listener();
      return loaded;
    },
    (err: unknown) => {
      // Offline or a new release: the next toast tries again.
      loading = undefined;
      throw err;
    },
  );
  return loading.then(() => undefined);
}

function raise(kind: Kind, content: ToastContent, options?: ToastOptions): Id {
  if (library) return library.toast[kind](content, options);
  // Given an id now, so that `dismiss` and the de-duplication by id work while it waits.
  const toastId = options?.toastId ?? `waiting-toast-${++waitingIds}`;
  const withId = { ...options, toastId };
  waiting.push({
    toastId,
    error: kind === 'error',
    inputs,
    show: (toaster) => toaster[kind](content, withId),
  });
  loadToasts().catch(() => undefined);
  return toastId;
}

/** react-toastify's `toast` as far as the app uses it, whether or not the library has arrived. */
export const toast = {
  success: (content: ToastContent, options?: ToastOptions): Id => raise('success', content, options),
  error: (content: ToastContent, options?: ToastOptions): Id => raise('error', content, options),
  info: (content: ToastContent, options?: ToastOptions): Id => raise('info', content, options),
  warn: (content: ToastContent, options?: ToastOptions): Id => raise('warn', content, options),
  /** Dismisses the toast `id`, or every toast: those on screen and those still waiting. */
  dismiss(id?: Id): void {
    waiting = id === undefined ? [] : waiting.filter((toast) => toast.toastId !== id);
    library?.toast.dismiss(id);
  },
};

const subscribe = (listener: () => void) => {
  loadedListeners.add(listener);
  return () => void loadedListeners.delete(listener);
};
const loadedLibrary = () => library;

/**
 * The toast outlet. It renders nothing until the library has arrived, which it fetches
 * once the first screen is up (or sooner, when a toast comes first).
 */
export function ToastContainer(props: ToastContainerProps) {
  const loaded = useSyncExternalStore(subscribe, loadedLibrary, loadedLibrary);
  useEffect(() => {
    if (loaded) return;
    return whenIdleAfterLoad(() => void loadToasts().catch(() => undefined));
  }, [loaded]);
  return loaded ? createElement(loaded.ToastContainer, props) : null;
}

/**
 * An error toast says what just went wrong, so it must not outlive the moment: it goes
 * when a success toast arrives (the visitor fixed it) and when they move to another page.
 * Each error on screen is kept with the number of the visitor's inputs seen before it.
 */
const shownErrors = new Map<Id, number>();
let inputs = 0;

function watchErrors(toaster: Toaster): void {
  toaster.onChange(({ id, status, type }) => {
    if (status === 'removed') shownErrors.delete(id);
    else if (status === 'added' && type === 'error') shownErrors.set(id, inputs);
    else if (status === 'added' && type === 'success') clearErrorToasts();
  });
}

/** Dismisses every error toast on screen (and any still waiting for the library). */
export function clearErrorToasts(): void {
  waiting = waiting.filter((toast) => !toast.error);
  for (const id of shownErrors.keys()) toast.dismiss(id);
}

/**
 * Called when the page changes. An error shown before the visitor's last click or key
 * press is about the page they left; one that arrived after it came with the move (a
 * post that does not exist sends them to the list, an ended session to the login) and
 * says why the page changed, so it stays. Going Back leaves no error behind.
 */
export function clearErrorToastsOnPageChange(back: boolean): void {
  waiting = waiting.filter((toast) => !(toast.error && (back || toast.inputs < inputs)));
  for (const [id, seenInputs] of shownErrors) if (back || seenInputs < inputs) toast.dismiss(id);
}

// The visitor's clicks and key presses, counted for `clearErrorToastsOnPageChange`.
if (typeof window !== 'undefined') {
  const count = () => void inputs++;
  window.addEventListener('pointerdown', count, { capture: true, passive: true });
  window.addEventListener('keydown', count, { capture: true, passive: true });
}
