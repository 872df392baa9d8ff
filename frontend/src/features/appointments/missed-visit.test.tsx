import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAppointment, proof, renderPage, serve, startSession } from './test-utils';

const card = (doctorName: string) => screen.getByRole('article', { name: doctorName });
const buttonsOf = (doctorName: string) =>
  within(card(doctorName))
    .queryAllByRole('button')
    .map((button) => button.textContent?.trim());

beforeEach(startSession);
afterEach(() => vi.unstubAllGlobals());

describe('My Appointment page: a visit the centre marked a no-show', () => {
  it('says Missed and offers nothing to pay, move or cancel; a payment made still shows', async () => {
    // Far from its start, so a live appointment would offer Reschedule: the no-show alone removes it.
    const movable = { rescheduleBy: '2099-11-20T07:30:00+05:30', reschedulesLeft: 2 };
    serve([
      makeAppointment(1, { ...movable }),
      makeAppointment(2, { ...movable, noShow: true, holdExpiresAt: '2099-11-20T07:30:00+05:30' }),
      makeAppointment(3, { ...movable, noShow: true, payment: true, paymentProof: proof('accepted') }),
    ]);
    renderPage();
    await screen.findByRole('list', { name: /Your appointments/ });

    expect(buttonsOf('Dr. Test 1')).toEqual(['Pay Online', 'Reschedule', 'Cancel Appointment']);

    const unpaid = within(card('Dr. Test 2'));
    expect(unpaid.getByText('Missed')).toBeInTheDocument();
    expect(buttonsOf('Dr. Test 2')).toEqual([]);
    expect(unpaid.queryByText(/Held for you/)).not.toBeInTheDocument();
    expect(unpaid.queryByText(/call/i)).not.toBeInTheDocument();

    const paid = within(card('Dr. Test 3'));
    expect(paid.getByText('Missed')).toBeInTheDocument();
    expect(paid.getByText('Payment Successful')).toBeInTheDocument();
    // The receipt stays the family's to keep.
    expect(buttonsOf('Dr. Test 3')).toEqual([expect.stringMatching(/^Download receipt for the appointment/)]);
  });
});
