import { describe, expect, it } from 'vitest';
import { paidVisit, visit } from '../testing/fake-data-rights-api';
import { upcomingPaid } from './upcoming-paid';

describe('upcomingPaid', () => {
  it('keeps the paid visits still to come that an erasure would cancel', () => {
    const accepted = paidVisit('accepted-proof', 2, { payment: false });
    const coming = paidVisit('coming', 1);
    const list = [
      coming,
      accepted,
      paidVisit('past', -1),
      paidVisit('cancelled', 3, { cancelled: true }),
      paidVisit('missed', 3, { noShow: true }),
      paidVisit('completed', 3, { isCompleted: true }),
      visit('unpaid', 3),
      visit('verifying', 3, {
        paymentProof: { ...coming.paymentProof!, status: 'pending', receiptNumber: null },
      }),
    ];
    expect(upcomingPaid(list).map((a) => a._id)).toEqual(['coming', 'accepted-proof']);
  });
});
