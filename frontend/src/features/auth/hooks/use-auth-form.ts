import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { failureMessage } from '../messages';
import { firstField, problemText, type Problems } from '../validation';

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

/** A request that failed, kept as its error so its words follow a change of language. */
interface Failure {
  error: unknown;
}

/**
 * What every account form keeps besides its values: the problem of each field
 * (`order` is the fields' order on screen) and the reason the last request failed.
 * Both are kept as what went wrong and worded at each render, in the language shown.
 */
export function useAuthForm<F extends string>(order: readonly F[], failures: FailureOutlet) {
  const { t } = useTranslation('auth');
  const [found, setFound] = useState<Problems<F>>({});
  const [failure, setFailure] = useState<Failure | null>(null);

  const problems: Partial<Record<F, string>> = {};
  for (const field of order) {
    const problem = found[field];
    if (problem) problems[field] = problemText(problem, t);
  }

  /** Typing in a field takes its message away; the others stay until the next submit. */
  const clearProblem = (field: F) => setFound(({ [field]: _fixed, ...rest }) => rest as Problems<F>);

  const change =
    <V>(field: F, apply: (value: V) => void) =>
    (value: V) => {
      apply(value);
      clearProblem(field);
    };

  /** Shows what was `found` and focuses the first field to fix; true when there is nothing to fix. */
  function accept(form: HTMLFormElement, next: Problems<F>): boolean {
    setFound(next);
    setFailure(null);
    const first = firstField(order, next);
    if (first) focusField(form, first);
    return first === undefined;
  }

  /** A failed request: its reason is shown once, as a toast (one per text) or above the button. */
  function report(error: unknown) {
    if (failures === 'inline') return setFailure({ error });
    const message = failureMessage(error, t);
    toast.error(message, { toastId: message });
  }

  return {
    problems,
    formError: failure ? failureMessage(failure.error, t) : null,
    clearFormError: () => setFailure(null),
    clearProblem,
    change,
    accept,
    report,
  };
}
