import { downloadFile } from '@/lib/download-file';

/** GET /api/user/appointments/:id/receipt (token): saves the paid appointment's PDF receipt. */
export const downloadReceipt = (appointmentId: string): Promise<string> =>
  downloadFile(
    `/api/user/appointments/${encodeURIComponent(appointmentId)}/receipt`,
    'patient',
    'receipt.pdf',
  );
