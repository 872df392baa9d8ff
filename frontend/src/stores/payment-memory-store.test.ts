import { beforeEach, describe, expect, it } from 'vitest';
import { resetPaymentMemoryStore, usePaymentMemoryStore } from './payment-memory-store';

beforeEach(() => resetPaymentMemoryStore());

describe('the browser’s payment memory', () => {
  it('keeps each map under the spec’s own localStorage key', () => {
    const { markOpened, markSubmitted, select } = usePaymentMemoryStore.getState();
    markOpened('a1');
    markSubmitted('a1');
    select('a1');
    expect(JSON.parse(localStorage.getItem('openedPayments')!)).toEqual({ a1: true });
    expect(JSON.parse(localStorage.getItem('paymentSubmittedAppointments')!)).toEqual({ a1: true });
    expect(JSON.parse(localStorage.getItem('selectedAppointmentId')!)).toBe('a1');
  });

  it('reads what an earlier visit stored', async () => {
    localStorage.setItem('openedPayments', JSON.stringify({ b2: true }));
    localStorage.setItem('paymentSubmittedAppointments', JSON.stringify({ c3: true }));
    await usePaymentMemoryStore.persist.rehydrate();
    const state = usePaymentMemoryStore.getState();
    expect(state.openedPayments).toEqual({ b2: true });
    expect(state.paymentSubmittedAppointments).toEqual({ c3: true });
  });

  it('starts afresh when a stored value is not JSON', async () => {
    localStorage.setItem('openedPayments', '{broken');
    await usePaymentMemoryStore.persist.rehydrate();
    expect(usePaymentMemoryStore.getState().openedPayments).toEqual({});
  });
});
