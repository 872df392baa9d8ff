import { useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cancelAppointment } from '../api/cancel-appointment';
import { APPOINTMENT_MESSAGES } from '../messages';

interface CancelControlProps {
  appointmentId: string;
  doctorName: string;
  /** After the server cancelled it: reload what depends on it. */
  onCancelled: () => void;
}

const OUTLINE =
  'inline-flex min-h-11 w-full items-center justify-center rounded-full border px-5 py-2 text-base font-semibold transition-colors';

/**
 * Cancel Appointment, asked once more inline ("Cancel this appointment?") so a
 * slip of the thumb cannot give a slot away. Focus moves to the safe answer.
 */
export function CancelControl({ appointmentId, doctorName, onCancelled }: CancelControlProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const questionId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) keepRef.current?.focus();
    else if (wasAsking.current) cancelRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  async function confirm() {
    setBusy(true);
    try {
      const answer = await cancelAppointment(appointmentId);
      toast.success(answer.message ?? 'Appointment cancelled');
      // The card changes once the list reloads; focus goes to its heading, not back here.
      wasAsking.current = false;
      setAsking(false);
      setBusy(false);
      onCancelled();
    } catch (err) {
      // A 401 has already ended the session with its own toast.
      if (!(err instanceof ApiRequestError && err.status === 401))
        toast.error(err instanceof Error ? err.message : 'Could not cancel the appointment.');
      setBusy(false);
      setAsking(false);
    }
  }

  if (!asking) {
    return (
      <button
        ref={cancelRef}
        type="button"
        onClick={() => setAsking(true)}
        className={`${OUTLINE} border-slate-300 bg-white text-ink hover:border-red-700 hover:text-red-700`}
      >
        Cancel Appointment
      </button>
    );
  }

  return (
    <div
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => event.key === 'Escape' && !busy && setAsking(false)}
      className="rounded-2xl border border-red-200 bg-red-50 p-4"
    >
      <p id={questionId} className="text-base font-semibold text-red-900">
        {APPOINTMENT_MESSAGES.cancelQuestion}
      </p>
      <p className="mt-1 text-base text-red-900">
        Your time with {doctorName} will be offered to other families.
      </p>
      <div className="mt-3 flex flex-col gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => void confirm()}
          className={`${OUTLINE} border-red-700 bg-red-700 text-white hover:bg-red-800 disabled:cursor-wait`}
        >
          {busy ? 'Cancelling…' : 'Yes, cancel it'}
        </button>
        <button
          ref={keepRef}
          type="button"
          disabled={busy}
          onClick={() => setAsking(false)}
          className={`${OUTLINE} border-slate-300 bg-white text-ink hover:bg-slate-50`}
        >
          No, keep it
        </button>
      </div>
    </div>
  );
}
