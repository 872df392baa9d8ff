import type { PaymentQrResponse } from '@umang/common';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { getPaymentQr } from '../api/get-payment-qr';
import { APPOINTMENT_MESSAGES } from '../messages';

export interface PaymentQrState {
  qr: PaymentQrResponse | null;
  error: string | null;
  loading: boolean;
  retry: () => void;
}

/** Fetches the UPI QR of one appointment while its payment panel is open; a failure shows in the panel. */
export function usePaymentQr(appointmentId: string): PaymentQrState {
  const { data, error, status, refetch } = useQuery({
    queryKey: queryKeys.paymentQr(appointmentId),
    queryFn: ({ signal }) => getPaymentQr(appointmentId, signal),
  });
  return {
    qr: data ?? null,
    error: error ? error.message || APPOINTMENT_MESSAGES.qrFailed : null,
    loading: status === 'pending',
    retry: () => void refetch(),
  };
}
