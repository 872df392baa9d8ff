import type { StaffPaymentRow } from '@umang/common';
import { DownloadButton } from '@/components/ui/download-button';
import { table } from '@/components/ui/table';
import { downloadStaffReceipt } from '../api/download-receipt';

/** An accepted payment's receipt: its number, and the PDF to save or print for the family. */
export function ReceiptCell({ payment }: { payment: StaffPaymentRow }) {
  return (
    <td className={`${table.td} whitespace-nowrap`}>
      {payment.receiptNumber && (
        <div className="flex flex-col items-start gap-1">
          <span className="figures text-sm text-muted">{payment.receiptNumber}</span>
          <DownloadButton
            download={() => downloadStaffReceipt(payment.appointmentId)}
            label="Receipt"
            hiddenLabel={`of the payment of ${payment.patient.name}`}
            fallbackError="Could not download the receipt."
            size="xs"
          />
        </div>
      )}
    </td>
  );
}
