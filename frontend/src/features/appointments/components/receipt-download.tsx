import type { Appointment } from '@umang/common';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { showError } from '@/lib/show-error';
import { downloadReceipt } from '../api/download-receipt';
import { appointmentWhen } from '../appointment-time';

/**
 * The receipt of a paid appointment: its number, and a button that saves the PDF.
 * The button stays focusable while busy (aria-disabled, not disabled), so a keyboard
 * user is not thrown off it; a polite status says when the file has been saved.
 */
export function ReceiptDownload({ appointment }: { appointment: Appointment }) {
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState('');
  const number = appointment.paymentProof?.receiptNumber;
  const when = appointmentWhen(appointment, ' at ');
  if (!number) return null;

  async function download() {
    if (busy) return;
    setBusy(true);
    setSaved('');
    try {
      setSaved(`Receipt saved as ${await downloadReceipt(appointment._id)}`);
    } catch (err) {
      showError(err, { fallback: 'Could not download the receipt. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <p className="text-base text-muted">
        Receipt no. <span className="figures text-ink">{number}</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="min-h-11 w-full"
        aria-disabled={busy || undefined}
        onClick={() => void download()}
      >
        {busy ? 'Downloading…' : 'Download receipt'}{' '}
        <span className="sr-only">{`for the appointment with ${appointment.docData.name} on ${when}`}</span>
      </Button>
      <p role="status" className="sr-only">
        {saved}
      </p>
    </div>
  );
}
