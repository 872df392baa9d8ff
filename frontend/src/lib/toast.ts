import { type Id, toast } from 'react-toastify/unstyled';

/**
 * The one import point for toasts. We use react-toastify's `unstyled` entry and
 * bundle its stylesheet (index.css) instead of letting the default entry inject
 * a <style> tag at run time, which a strict Content-Security-Policy blocks.
 * Importing `react-toastify` directly elsewhere would create a second, separate
 * toast store whose toasts never appear: always import from here.
 */
export { ToastContainer, toast } from 'react-toastify/unstyled';

/**
 * An error toast says what just went wrong, so it must not outlive the moment: it goes
 * when a success toast arrives (the visitor fixed it) and when they move to another page.
 * Each error on screen is kept with the number of the visitor's inputs seen before it.
 */
const shownErrors = new Map<Id, number>();
let inputs = 0;

toast.onChange(({ id, status, type }) => {
  if (status === 'removed') shownErrors.delete(id);
  else if (status === 'added' && type === 'error') shownErrors.set(id, inputs);
  else if (status === 'added' && type === 'success') clearErrorToasts();
});

/** Dismisses every error toast on screen. */
export function clearErrorToasts(): void {
  for (const id of shownErrors.keys()) toast.dismiss(id);
}

/**
 * Called when the page changes. An error shown before the visitor's last click or key
 * press is about the page they left; one that arrived after it came with the move (a
 * post that does not exist sends them to the list, an ended session to the login) and
 * says why the page changed, so it stays. Going Back leaves no error behind.
 */
export function clearErrorToastsOnPageChange(back: boolean): void {
  for (const [id, seenInputs] of shownErrors) if (back || seenInputs < inputs) toast.dismiss(id);
}

// The visitor's clicks and key presses, counted for `clearErrorToastsOnPageChange`.
if (typeof window !== 'undefined') {
  const count = () => void inputs++;
  window.addEventListener('pointerdown', count, { capture: true, passive: true });
  window.addEventListener('keydown', count, { capture: true, passive: true });
}
