import { useState } from 'react';
import { toast } from '@/lib/toast';
import { firstField, type Problems } from '../validation';

/** Moves focus to the form control named `name` (the first field to fix), which scrolls it into view. */
function focusField(form: HTMLFormElement, name: string): void {
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}

/**
 * Where a failed request's reason is shown, in exactly one place: `toast` where the
 * server's message is an error toast by rule (sign-up and login), `inline` above the
 * button elsewhere (the password reset), where it stays until the next try.
 */
export type FailureOutlet = 'toast' | 'inline';

/**
 * What every account form keeps besides its values: the problem of each field
 * (`order` is the fields' order on screen) and the reason the last request failed.
 */
export function useAuthForm<F extends string>(order: readonly F[], failures: FailureOutlet) {
  const [problems, setProblems] = useState<Problems<F>>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** Typing in a field takes its message away; the others stay until the next submit. */
  const clearProblem = (field: F) => setProblems(({ [field]: _fixed, ...rest }) => rest as Problems<F>);

  const change =
    <V>(field: F, apply: (value: V) => void) =>
    (value: V) => {
      apply(value);
      clearProblem(field);
    };

  /** Shows what was `found` and focuses the first field to fix; true when there is nothing to fix. */
  function accept(form: HTMLFormElement, found: Problems<F>): boolean {
    setProblems(found);
    setFormError(null);
    const first = firstField(order, found);
    if (first) focusField(form, first);
    return first === undefined;
  }

  /** A failed request: its reason is shown once, as a toast (one per text) or above the button. */
  function report(message: string) {
    if (failures === 'toast') toast.error(message, { toastId: message });
    else setFormError(message);
  }

  return {
    problems,
    formError,
    clearFormError: () => setFormError(null),
    clearProblem,
    change,
    accept,
    report,
  };
}
