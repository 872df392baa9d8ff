import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { InlineConfirm, useInlineConfirm } from '@/components/ui/inline-confirm';
import { showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { useCancelAppointment } from '../hooks/use-my-appointments';
import { APPOINTMENT_MESSAGES } from '../messages';

interface CancelControlProps {
  appointmentId: string;
  doctorName: string;
  /** After the server cancelled it (the list and the doctors reload by themselves). */
  onCancelled: () => void;
}

/**
 * Cancel Appointment, asked once more inline ("Cancel this appointment?") so a
 * slip of the thumb cannot give a slot away. Focus moves to the safe answer.
 */
export function CancelControl({ appointmentId, doctorName, onCancelled }: CancelControlProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = useInlineConfirm(cancelRef);
  const [busy, setBusy] = useState(false);
  const cancelMutation = useCancelAppointment();

  async function cancel() {
    setBusy(true);
    try {
      const answer = await cancelMutation.mutateAsync(appointmentId);
      toast.success(answer.message ?? 'Appointment cancelled');
      // The card changes once the list reloads; focus goes to its heading, not back here.
      confirm.close();
      setBusy(false);
      onCancelled();
    } catch (err) {
      showError(err, { fallback: 'Could not cancel the appointment.' });
      setBusy(false);
      confirm.dismiss();
    }
  }

  if (!confirm.open) {
    return (
      <Button ref={cancelRef} variant="neutral" size="sm" onClick={confirm.ask} className="min-h-11 w-full">
        Cancel Appointment
      </Button>
    );
  }

  return (
    <InlineConfirm
      layout="stack"
      question={APPOINTMENT_MESSAGES.cancelQuestion}
      detail={`Your time with ${doctorName} will be offered to other families.`}
      confirmLabel={busy ? 'Cancelling…' : 'Yes, cancel it'}
      keepLabel="No, keep it"
      busy={busy}
      onConfirm={() => void cancel()}
      onKeep={confirm.dismiss}
    />
  );
}
