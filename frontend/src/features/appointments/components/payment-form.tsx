import { isValidUtr, normaliseUtr } from '@umang/common';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { usePaymentMemoryStore } from '@/stores/payment-memory-store';
import { useConfirmPayment } from '../hooks/use-my-appointments';
import { APPOINTMENT_MESSAGES } from '../messages';

interface PaymentFormProps {
  appointmentId: string;
  /** After the server accepted the details (the panel is already closed). */
  onSubmitted: () => void;
}

/** `missing`: a box is empty (also toasted); `utr`: the ID is not 12 digits (it replaces the hint). */
type FieldError = { kind: 'missing' | 'utr'; message: string; fields: Array<'name' | 'utr'> } | null;

const FIELD =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink ' +
  'aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

function check(name: string, utr: string): FieldError {
  const missing = [...(name.trim() ? [] : ['name' as const]), ...(utr.trim() ? [] : ['utr' as const])];
  if (missing.length > 0) return { kind: 'missing', message: APPOINTMENT_MESSAGES.required, fields: missing };
  if (!isValidUtr(utr)) return { kind: 'utr', message: APPOINTMENT_MESSAGES.utrHint, fields: ['utr'] };
  return null;
}

/** Your Name + UPI Transaction ID, sent for staff to match against the bank statement. */
export function PaymentForm({ appointmentId, onSubmitted }: PaymentFormProps) {
  const [name, setName] = useState('');
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<FieldError>(null);
  const [submitting, setSubmitting] = useState(false);
  const { mutateAsync: send } = useConfirmPayment();
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
      if (problem.kind === 'missing') toast.error(problem.message);
      return;
    }
    setSubmitting(true);
    try {
      await send({ appointmentId, name: name.trim(), transactionId: normaliseUtr(utr) });
      toast.success(APPOINTMENT_MESSAGES.submitted);
      const memory = usePaymentMemoryStore.getState();
      memory.markSubmitted(appointmentId);
      memory.select(null);
      onSubmitted();
    } catch (err) {
      // Server refusals carry their own message; a network error or a 5xx gets our fixed words.
      showError(err, { unreachable: APPOINTMENT_MESSAGES.submitFailed });
      setSubmitting(false);
      submitRef.current?.focus(); // the disabled button lost focus; give it back
    }
  }

  const invalid = (field: 'name' | 'utr') => error?.fields.includes(field) ?? false;
  const describe = (field: 'name' | 'utr', ...ids: string[]) =>
    [...ids, ...(invalid(field) ? [`${id}-error`] : [])].join(' ') || undefined;
  const utrHintShown = error?.kind !== 'utr';

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
      <Button
        ref={submitRef}
        type="submit"
        disabled={submitting}
        className="min-h-11 px-6 sm:justify-self-start"
      >
        {submitting ? 'Submitting…' : 'Submit Payment Info'}
      </Button>
    </form>
  );
}
