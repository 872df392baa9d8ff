import { useEffect, useId, useRef, useState } from 'react';
import type { StaffAppointment } from '@umang/common';
import { Button, buttonClass } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cancelAppointment, completeAppointment } from '../api/update-appointment';

interface AppointmentActionsProps {
  appointment: StaffAppointment;
  /** After the server accepted an action: reload the list. */
  onDone: () => void;
}

type Busy = 'complete' | 'cancel' | null;

const DANGER = 'bg-red-700 text-white hover:bg-red-800';
/** buttonClass's shape without its colours, for the red outline of Cancel. */
const BASE =
  'inline-flex items-center justify-center rounded-full px-5 py-2.5 text-base font-semibold whitespace-nowrap ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-60';

/** Runs one action with its toasts; answers whether it worked. */
async function run(action: () => Promise<{ message?: string }>, fallback: string): Promise<boolean> {
  try {
    const answer = await action();
    toast.success(answer.message ?? fallback);
    return true;
  } catch (err) {
    // A 401 has already ended the staff session with its own message.
    if (!(err instanceof ApiRequestError && err.status === 401))
      toast.error(err instanceof Error ? err.message : 'That did not work. Please try again.');
    return false;
  }
}

/**
 * Mark completed, and Cancel asked once more inline (the patient is e-mailed,
 * so a slip must not cancel). Focus goes to "No" when asked and back after.
 */
export function AppointmentActions({ appointment, onDone }: AppointmentActionsProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const questionId = useId();
  const noRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) noRef.current?.focus();
    else if (wasAsking.current) cancelRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  async function act(kind: Exclude<Busy, null>) {
    setBusy(kind);
    const ok =
      kind === 'complete'
        ? await run(() => completeAppointment(appointment._id), 'Appointment marked completed')
        : await run(() => cancelAppointment(appointment._id), 'Appointment cancelled');
    setBusy(null);
    setAsking(false);
    if (ok) onDone();
  }

  if (asking) {
    return (
      <div
        role="group"
        aria-labelledby={questionId}
        onKeyDown={(event) => event.key === 'Escape' && !busy && setAsking(false)}
        className="rounded-2xl border border-red-200 bg-red-50 p-3"
      >
        <p id={questionId} className="text-base text-red-900">
          Cancel this appointment for {appointment.patient.name} with {appointment.docData.name}? The patient
          will be e-mailed.
        </p>
        <div className="mt-3 flex gap-2">
          <button
            type="button"
            disabled={busy !== null}
            onClick={() => void act('cancel')}
            className={`${BASE} ${DANGER}`}
          >
            {busy === 'cancel' ? 'Cancelling…' : 'Yes'}
          </button>
          <button
            ref={noRef}
            type="button"
            disabled={busy !== null}
            onClick={() => setAsking(false)}
            className={buttonClass('secondary')}
          >
            No
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" disabled={busy !== null} onClick={() => void act('complete')}>
        {busy === 'complete' ? 'Saving…' : 'Mark completed'}
      </Button>
      <button
        ref={cancelRef}
        type="button"
        disabled={busy !== null}
        onClick={() => setAsking(true)}
        className={`${BASE} border border-red-300 bg-white text-red-800 hover:bg-red-50`}
      >
        Cancel
      </button>
    </div>
  );
}
