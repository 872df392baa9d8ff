import { isValidUtr, normaliseUtr } from '@umang/common';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePaymentMemoryStore } from '@/stores/payment-memory-store';
import { confirmPayment } from '../api/confirm-payment';
import { APPOINTMENT_MESSAGES } from '../messages';

interface PaymentFormProps {
  appointmentId: string;
  /** After the server accepted the details (the panel is already closed). */
  onSubmitted: () => void;
}

type FieldError = { message: string; fields: Array<'name' | 'utr'> } | null;

const FIELD =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink ' +
  'aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

/** Server refusals carry their own message; a network error or a 5xx gets our fixed words. */
const failureMessage = (err: unknown): string =>
  err instanceof ApiRequestError && err.status < 500 ? err.message : APPOINTMENT_MESSAGES.submitFailed;

function check(name: string, utr: string): FieldError {
  const missing = [...(name.trim() ? [] : ['name' as const]), ...(utr.trim() ? [] : ['utr' as const])];
  if (missing.length > 0) return { message: APPOINTMENT_MESSAGES.required, fields: missing };
  if (!isValidUtr(utr)) return { message: APPOINTMENT_MESSAGES.utrHint, fields: ['utr'] };
  return null;
}

/** Your Name + UPI Transaction ID, sent for staff to match against the bank statement. */
export function PaymentForm({ appointmentId, onSubmitted }: PaymentFormProps) {
  const [name, setName] = useState('');
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<FieldError>(null);
  const [submitting, setSubmitting] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  // The form appears after "I have paid": take the reader straight to it.
  useEffect(() => nameRef.current?.focus(), []);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = check(name, utr);
    setError(problem);
    if (problem) {
      if (problem.message === APPOINTMENT_MESSAGES.required) toast.error(problem.message);
      return;
    }
    setSubmitting(true);
    try {
      await confirmPayment({ appointmentId, name: name.trim(), transactionId: normaliseUtr(utr) });
      toast.success(APPOINTMENT_MESSAGES.submitted);
      const memory = usePaymentMemoryStore.getState();
      memory.markSubmitted(appointmentId);
      memory.select(null);
      onSubmitted();
    } catch (err) {
      // A 401 has already ended the session with its own toast.
      if (!(err instanceof ApiRequestError && err.status === 401)) toast.error(failureMessage(err));
      setSubmitting(false);
      submitRef.current?.focus(); // the disabled button lost focus; give it back
    }
  }

  const invalid = (field: 'name' | 'utr') => error?.fields.includes(field) ?? false;
  const describe = (field: 'name' | 'utr', ...ids: string[]) =>
    [...ids, ...(invalid(field) ? [`${id}-error`] : [])].join(' ') || undefined;
  const utrHintShown = error?.message !== APPOINTMENT_MESSAGES.utrHint;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="mt-5 grid gap-4">
      <div>
        <label htmlFor={`${id}-name`} className="text-base font-semibold text-ink">
          Your Name
        </label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
          aria-invalid={invalid('name') || undefined}
          aria-describedby={describe('name')}
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor={`${id}-utr`} className="text-base font-semibold text-ink">
          UPI Transaction ID
        </label>
        <input
          id={`${id}-utr`}
          value={utr}
          onChange={(event) => setUtr(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid('utr') || undefined}
          aria-describedby={describe('utr', ...(utrHintShown ? [`${id}-hint`] : []))}
          className={`${FIELD} tracking-wider`}
        />
        {utrHintShown && (
          <p id={`${id}-hint`} className="mt-1 text-base text-muted">
            {APPOINTMENT_MESSAGES.utrHint}
          </p>
        )}
      </div>
      <p id={`${id}-error`} role="alert" className="text-base font-semibold text-red-800 empty:hidden">
        {error?.message}
      </p>
      <button
        ref={submitRef}
        type="submit"
        disabled={submitting}
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-primary px-6 py-2.5 text-base font-semibold text-white hover:bg-primary-dark disabled:cursor-wait disabled:opacity-70 sm:justify-self-start"
      >
        {submitting ? 'Submitting…' : 'Submit Payment Info'}
      </button>
    </form>
  );
}
