import { PAYMENT_STATUSES } from '@umang/common';
import { paymentStatus } from './payment-proofs.table.js';

describe('payment_status', () => {
  it('is the list of statuses the API and the SPA know', () => {
    expect(paymentStatus.enumValues).toEqual([...PAYMENT_STATUSES]);
  });
});
