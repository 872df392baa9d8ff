import type { PaymentQrResponse } from '@umang/common';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/lib/query-keys';
import { errorMessage } from '@/lib/show-error';
import { getPaymentQr } from '../api/get-payment-qr';

export interface PaymentQrState {
  qr: PaymentQrResponse | null;
  error: string | null;
  loading: boolean;
  retry: () => void;
}

/** Fetches the UPI QR of one appointment while its payment panel is open; a failure shows in the panel. */
export function usePaymentQr(appointmentId: string): PaymentQrState {
  const { t } = useTranslation('appointments');
  const { data, error, status, refetch } = useQuery({
    queryKey: queryKeys.paymentQr(appointmentId),
    queryFn: ({ signal }) => getPaymentQr(appointmentId, signal),
  });
  return {
    qr: data ?? null,
    error: error ? errorMessage(error, { fallback: t('payment.qrFailed') }) : null,
    loading: status === 'pending',
    retry: () => void refetch(),
  };
}
