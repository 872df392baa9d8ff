import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { refreshWhilePending } from './hooks/use-my-appointments';
import { paymentNews } from './payment-news';
import { makeAppointment, proof } from './test-utils';

const t = i18n.getFixedT('en', 'appointments');
const news = (before: Parameters<typeof paymentNews>[0], after: Parameters<typeof paymentNews>[1]) =>
  paymentNews(before, after, t, 'en');

const waiting = makeAppointment(1, { paymentProof: proof('pending') });

describe('refreshing My Appointment while a payment is verified', () => {
  it('asks again every 30 s while a payment waits for staff', () => {
    expect(refreshWhilePending([makeAppointment(2), waiting])).toBe(30_000);
  });

  it.each([
    ['no list yet', undefined],
    ['nothing sent', [makeAppointment(1)]],
    ['approved', [makeAppointment(1, { paymentProof: proof('accepted') })]],
    ['rejected', [makeAppointment(1, { paymentProof: proof('rejected', 'Amount differs') })]],
    ['cancelled since', [makeAppointment(1, { paymentProof: proof('pending'), cancelled: true })]],
  ])('does not poll when %s', (_, list) => {
    expect(refreshWhilePending(list)).toBe(false);
  });
});

describe('paymentNews', () => {
  it('says an approval of a payment that was waiting', () => {
    const approved = { ...waiting, payment: true, paymentProof: proof('accepted') };
    expect(news([waiting], [approved])).toBe(
      'Payment for your appointment with Dr. Test 1 on Sat, 21 November 2026 at 10:30 am was approved.',
    );
  });

  it('says a rejection with its reason', () => {
    const rejected = { ...waiting, paymentProof: proof('rejected', 'The amount does not match') };
    expect(news([waiting], [rejected])).toBe(
      'Payment for your appointment with Dr. Test 1 on Sat, 21 November 2026 at 10:30 am was rejected. ' +
        'Reason: The amount does not match. You can send the payment details again from its card.',
    );
  });

  it('says nothing when nothing was decided, or when a decision was already known', () => {
    const approved = { ...waiting, payment: true, paymentProof: proof('accepted') };
    expect(news([waiting], [waiting])).toBeNull();
    expect(news([approved], [approved])).toBeNull();
    // The patient's own submission is not news: they were just told by a toast.
    expect(news([makeAppointment(1)], [waiting])).toBeNull();
  });
});
