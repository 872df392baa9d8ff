import type { PaymentQrResponse } from '@umang/common';
import { useEffect, useState } from 'react';
import { getPaymentQr } from '../api/get-payment-qr';
import { APPOINTMENT_MESSAGES } from '../messages';

interface QrAnswer {
  /** Which request this answers, so an answer for an earlier try is never shown. */
  key: string;
  qr: PaymentQrResponse | null;
  error: string | null;
}

export interface PaymentQrState {
  qr: PaymentQrResponse | null;
  error: string | null;
  loading: boolean;
  retry: () => void;
}

/** Fetches the UPI QR of one appointment while its payment panel is open. */
export function usePaymentQr(appointmentId: string): PaymentQrState {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<QrAnswer | null>(null);
  const key = `${appointmentId}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    getPaymentQr(appointmentId, controller.signal)
      .then((qr) => setAnswer({ key, qr, error: null }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return; // the panel was closed
        const error = err instanceof Error && err.message ? err.message : APPOINTMENT_MESSAGES.qrFailed;
        setAnswer({ key, qr: null, error });
      });
    return () => controller.abort();
  }, [appointmentId, key]);

  const current = answer?.key === key ? answer : null;
  return {
    qr: current?.qr ?? null,
    error: current?.error ?? null,
    loading: current === null,
    retry: () => setAttempt((n) => n + 1),
  };
}
