import type { PaymentQrResponse } from '@umang/common';
import { api } from '@/lib/api-client';

/** GET /api/user/appointments/:id/payment-qr (token): the amount, a UPI link and its QR image. */
export const getPaymentQr = (appointmentId: string, signal?: AbortSignal): Promise<PaymentQrResponse> =>
  api.get<PaymentQrResponse>(
    `/api/user/appointments/${encodeURIComponent(appointmentId)}/payment-qr`,
    signal,
  );
