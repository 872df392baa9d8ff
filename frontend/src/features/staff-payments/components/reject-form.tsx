import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';

export const REASON_REQUIRED = 'Please give a reason the patient will see.';

interface RejectFormProps {
  appointmentId: string;
  patientName: string;
  busy: boolean;
  /** Sends the rejection; resolves true when it was saved. */
  onReject: (reason: string) => Promise<boolean>;
  onCancel: () => void;
}

/** The reason a payment is rejected: required, because the patient reads it on their appointment. */
export function RejectForm({ appointmentId, patientName, busy, onReject, onCancel }: RejectFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const id = `reject-reason-${appointmentId}`;

  // The form opens from the Reject button: take the keyboard straight to the box.
  useEffect(() => boxRef.current?.focus(), []);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(REASON_REQUIRED);
      boxRef.current?.focus();
      return;
    }
    setError(undefined);
    await onReject(text);
  }

  return (
    <form
      noValidate
      aria-label={`Reject the payment of ${patientName}`}
      onSubmit={(e) => void submit(e)}
      className="rounded-2xl border border-red-200 bg-red-50/60 p-4 sm:p-5"
    >
      <Field
        id={id}
        label="Reason"
        hint="The patient sees this on their appointment, so say what did not match and what they can do."
        error={error}
      >
        {(control) => (
          <textarea
            {...control}
            ref={boxRef}
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="e.g. The UTR does not match any credit on 23 Nov"
            className={fieldControlClass}
          />
        )}
      </Field>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? 'Rejecting…' : 'Reject payment'}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
