import { useRef, useState } from 'react';
import { completionBlock, type StaffAppointment } from '@umang/common';
import { Button } from '@/components/ui/button';
import { InlineConfirm, useInlineConfirm } from '@/components/ui/inline-confirm';
import { showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { type AppointmentAction, useAppointmentAction } from '../hooks/use-staff-appointments';

interface AppointmentActionsProps {
  appointment: StaffAppointment;
  /** After the server accepted an action (the lists that show it reload by themselves). */
  onDone: () => void;
}

type Busy = AppointmentAction | null;

const DONE: Record<AppointmentAction, string> = {
  complete: 'Appointment marked completed',
  cancel: 'Appointment cancelled',
};

/**
 * Mark completed (only for a paid visit whose slot has started, as the server
 * insists too), and Cancel asked once more inline (the patient is e-mailed,
 * so a slip must not cancel). Focus goes to "No" when asked and back after.
 */
export function AppointmentActions({ appointment, onDone }: AppointmentActionsProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = useInlineConfirm(cancelRef);
  const [busy, setBusy] = useState<Busy>(null);
  const { mutateAsync } = useAppointmentAction();

  /** Runs one action with its toasts; answers whether it worked. */
  async function run(kind: AppointmentAction): Promise<boolean> {
    try {
      const answer = await mutateAsync({ kind, id: appointment._id });
      toast.success(answer.message ?? DONE[kind]);
      return true;
    } catch (err) {
      showError(err);
      return false;
    }
  }

  async function act(kind: AppointmentAction) {
    setBusy(kind);
    const ok = await run(kind);
    setBusy(null);
    confirm.dismiss();
    if (ok) onDone();
  }

  if (confirm.open) {
    return (
      <InlineConfirm
        layout="compact"
        question={`Cancel this appointment for ${appointment.patient.name} with ${appointment.docData.name}? The patient will be e-mailed.`}
        confirmLabel={busy === 'cancel' ? 'Cancelling…' : 'Yes'}
        keepLabel="No"
        busy={busy !== null}
        onConfirm={() => void act('cancel')}
        onKeep={confirm.dismiss}
      />
    );
  }

  return (
    <div className="flex flex-col items-start gap-2">
      {completionBlock(appointment, new Date()) === null && (
        <Button variant="secondary" disabled={busy !== null} onClick={() => void act('complete')}>
          {busy === 'complete' ? 'Saving…' : 'Mark completed'}
        </Button>
      )}
      <Button ref={cancelRef} variant="danger-outline" disabled={busy !== null} onClick={confirm.ask}>
        Cancel
      </Button>
    </div>
  );
}
