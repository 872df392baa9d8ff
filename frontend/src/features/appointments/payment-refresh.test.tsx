import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAppointment, proof, renderPage, serve, startSession } from './test-utils';

const LIST = '/api/user/appointments';

/** The polite region that says staff's decisions (the one that is not a toast or a loader). */
const announcement = () => document.querySelector('p[role="status"].sr-only');

beforeEach(startSession);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('My Appointment follows staff’s decision by itself', () => {
  it('asks again every 30 s while a payment is verified, turns to Payment Successful and says so once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = serve([makeAppointment(1, { paymentProof: proof('pending') })]);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Verifying Payment...' })).toBeDisabled();
    expect(announcement()).toBeEmptyDOMElement(); // a first load is not news
    const asked = api.calls(LIST).length;

    api.update('a1', { payment: true, paymentProof: proof('accepted') });
    await vi.advanceTimersByTimeAsync(30_000);

    const card = screen.getByRole('article', { name: 'Dr. Test 1' });
    expect(await within(card).findByText('Payment Successful')).toBeInTheDocument();
    expect(api.calls(LIST).length).toBe(asked + 1);
    expect(announcement()).toHaveTextContent(
      'Payment for your appointment with Dr. Test 1 on Sat, 21 November 2026 at 10:30 am was approved.',
    );

    // Settled: nothing is polled any more.
    await vi.advanceTimersByTimeAsync(90_000);
    expect(api.calls(LIST).length).toBe(asked + 1);
  });

  it('does not poll a list with no payment waiting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = serve([makeAppointment(1)]);
    renderPage();
    await screen.findByRole('button', { name: 'Pay Online' });
    await vi.advanceTimersByTimeAsync(90_000);
    expect(api.calls(LIST)).toHaveLength(1);
  });

  it('asks again when the tab is shown again, and shows a rejection with its reason', async () => {
    const api = serve([makeAppointment(1, { paymentProof: proof('pending') })]);
    renderPage();
    await screen.findByRole('button', { name: 'Verifying Payment...' });

    api.update('a1', { paymentProof: proof('rejected', 'The amount does not match') });
    window.dispatchEvent(new Event('visibilitychange'));

    expect(await screen.findByRole('button', { name: 'Payment Rejected' })).toBeDisabled();
    expect(screen.getByText('Reason: The amount does not match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Online' })).toBeInTheDocument();
    expect(announcement()).toHaveTextContent(/was rejected\. Reason: The amount does not match\./);
  });
});
