import type { Appointment } from '@umang/common';
import { DownloadButton } from '@/components/ui/download-button';
import { downloadReceipt } from '../api/download-receipt';
import { appointmentWhen } from '../appointment-time';

/** The receipt of a paid appointment: its number, and a button that saves the PDF. */
export function ReceiptDownload({ appointment }: { appointment: Appointment }) {
  const number = appointment.paymentProof?.receiptNumber;
  if (!number) return null;
  const when = appointmentWhen(appointment, ' at ');
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-muted">
        Receipt no. <span className="figures whitespace-nowrap text-ink">{number}</span>
      </p>
      <DownloadButton
        download={() => downloadReceipt(appointment._id)}
        label="Download receipt"
        hiddenLabel={`for the appointment with ${appointment.docData.name} on ${when}`}
        fallbackError="Could not download the receipt. Please try again."
        className="w-full"
      />
    </div>
  );
}
