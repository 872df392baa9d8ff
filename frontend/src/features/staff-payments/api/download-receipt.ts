import { downloadFile } from '@/lib/download-file';

/** GET /api/admin/payments/:appointmentId/receipt (staff token): saves the accepted payment's PDF receipt. */
export const downloadStaffReceipt = (appointmentId: string): Promise<string> =>
  downloadFile(`/api/admin/payments/${encodeURIComponent(appointmentId)}/receipt`, 'staff', 'receipt.pdf');
