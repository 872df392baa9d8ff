import type { ApiResult, PaymentSubmission } from '@umang/common';
import { api } from '@/lib/api-client';

/** POST /api/user/confirm-payment (token): the payer's name and UPI reference, for staff to verify. */
export const confirmPayment = (submission: PaymentSubmission): Promise<ApiResult> =>
  api.post<ApiResult>('/api/user/confirm-payment', submission);
