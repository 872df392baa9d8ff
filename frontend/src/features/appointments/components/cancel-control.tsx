import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { InlineConfirm, useInlineConfirm } from '@/components/ui/inline-confirm';
import { showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { useCancelAppointment } from '../hooks/use-my-appointments';

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
  const { t } = useTranslation('appointments');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = useInlineConfirm(cancelRef);
  const [busy, setBusy] = useState(false);
  const cancelMutation = useCancelAppointment();

  async function cancel() {
    setBusy(true);
    try {
      await cancelMutation.mutateAsync(appointmentId);
      toast.success(t('cancel.done'));
      // The card changes once the list reloads; focus goes to its heading, not back here.
      confirm.close();
      setBusy(false);
      onCancelled();
    } catch (err) {
      showError(err, { fallback: t('cancel.failed') });
      setBusy(false);
      confirm.dismiss();
    }
  }

  if (!confirm.open) {
    return (
      <Button ref={cancelRef} variant="neutral" size="sm" onClick={confirm.ask} className="min-h-11 w-full">
        {t('cancel.button')}
      </Button>
    );
  }

  return (
    <InlineConfirm
      layout="stack"
      question={t('cancel.question')}
      detail={t('cancel.detail', { doctor: doctorName })}
      confirmLabel={busy ? t('cancel.cancelling') : t('cancel.yes')}
      keepLabel={t('cancel.keep')}
      busy={busy}
      onConfirm={() => void cancel()}
      onKeep={confirm.dismiss}
    />
  );
}
