import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePaymentMemoryStore } from '@/stores/payment-memory-store';
import { resetSessionStore } from '@/stores/session-store';
import { makeAppointment, proof, renderPage, serve, startSession } from './test-utils';

const card = (doctorName: string) => screen.getByRole('article', { name: doctorName });
const buttonsOf = (doctorName: string) =>
  within(card(doctorName))
    .queryAllByRole('button')
    .map((button) => button.textContent?.trim());

beforeEach(startSession);
afterEach(() => vi.unstubAllGlobals());

describe('My Appointment page: the list', () => {
  it('asks a visitor without a token to log in', () => {
    resetSessionStore();
    const { fetchMock } = serve([]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Please log in' })).toBeInTheDocument();
    expect(screen.getByText(/to see your appointments/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the newest 3 first, with doctor, address, date and fee, and reveals older ones on request', async () => {
    const { calls } = serve([1, 2, 3, 4].map((i) => makeAppointment(i)));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your appointments');

    const list = await screen.findByRole('list', { name: /Your appointments/ });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Dr. Test 4', 'Dr. Test 3', 'Dr. Test 2']);
    expect(calls('/api/user/appointments')[0]![1]!.headers).toMatchObject({ token: 'patient-token' });
    const newest = within(card('Dr. Test 4'));
    expect(newest.getByText('Plot 4, Sector 40')).toBeInTheDocument();
    expect(newest.getByText('Tue, 24 November 2026 | 10:30 am')).toBeInTheDocument();
    expect(newest.getByText('₹500')).toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'Show older appointments' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getByRole('article', { name: 'Dr. Test 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.queryByRole('article', { name: 'Dr. Test 1' })).not.toBeInTheDocument();
    expect(document.title).toBe('My Appointments · Umang');
  });

  it("names the family member a visit is for, and nobody on the account holder's own", async () => {
    serve([
      makeAppointment(1),
      makeAppointment(2, { patient: { name: 'Aarav Verma', relation: 'child', gender: 'Male' } }),
    ]);
    renderPage();
    await screen.findByRole('list', { name: /Your appointments/ });
    expect(card('Dr. Test 2')).toHaveTextContent('Appointment for Aarav Verma, son');
    expect(card('Dr. Test 1')).not.toHaveTextContent('Appointment for');
  });

  it('offers for each appointment only what its server state allows', async () => {
    serve([
      makeAppointment(1, { cancelled: true }),
      makeAppointment(2, { isCompleted: true, payment: true }),
      makeAppointment(3, { paymentProof: proof('pending') }),
      makeAppointment(4, { paymentProof: proof('rejected', 'We could not find this UTR.') }),
      makeAppointment(5, { payment: true, paymentProof: proof('accepted') }),
      makeAppointment(6),
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Show older appointments' }));

    expect(within(card('Dr. Test 1')).getByText('Appointment Cancelled')).toBeInTheDocument();
    expect(buttonsOf('Dr. Test 1')).toEqual([]);
    expect(within(card('Dr. Test 2')).getByText('Completed')).toBeInTheDocument();
    expect(within(card('Dr. Test 2')).getByText('Payment Successful')).toBeInTheDocument();
    expect(buttonsOf('Dr. Test 2')).toEqual([]);
    expect(within(card('Dr. Test 3')).getByRole('button', { name: 'Verifying Payment...' })).toBeDisabled();
    expect(buttonsOf('Dr. Test 3')).toEqual(['Verifying Payment...']);
    expect(within(card('Dr. Test 4')).getByRole('button', { name: 'Payment Rejected' })).toBeDisabled();
    expect(within(card('Dr. Test 4')).getByText('Reason: We could not find this UTR.')).toBeInTheDocument();
    expect(buttonsOf('Dr. Test 4')).toEqual(['Payment Rejected', 'Pay Online', 'Cancel Appointment']);
    expect(within(card('Dr. Test 5')).getByText('Payment Successful')).toBeInTheDocument();
    // Paid: nothing left to do but keep the receipt.
    expect(buttonsOf('Dr. Test 5')).toEqual([expect.stringMatching(/^Download receipt for the appointment/)]);
    expect(buttonsOf('Dr. Test 6')).toEqual(['Pay Online', 'Cancel Appointment']);
  });

  it('says why the centre cancelled a booking, and until when an unpaid one is held', async () => {
    // Only Date is faked: "today" decides whether the hold shows a day as well as a time.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T09:00:00+05:30'));
    try {
      serve([
        makeAppointment(1, {
          cancelled: true,
          cancelReason: 'Released because we did not receive your payment in time.',
        }),
        makeAppointment(2, { holdExpiresAt: '2026-11-25T09:15:00+05:30' }),
        makeAppointment(3, { holdExpiresAt: '2026-11-24T16:30:00+05:30' }),
      ]);
      renderPage();
      const released = within(await screen.findByRole('article', { name: 'Dr. Test 1' }));
      expect(released.getByText('Appointment Cancelled')).toBeInTheDocument();
      expect(released.getByText(/did not receive your payment/)).toHaveTextContent(
        'Reason: Released because we did not receive your payment in time.',
      );
      expect(released.queryByText(/Held for you/)).not.toBeInTheDocument();

      const today = within(card('Dr. Test 3')).getByText(/Held for you until/);
      expect(today).toHaveTextContent(
        'Held for you until 4:30 pm. Please pay before then, or the booking will be released',
      );
      expect(within(today).getByText('4:30 pm')).toHaveAttribute('datetime', '2026-11-24T16:30:00+05:30');
      expect(within(card('Dr. Test 2')).getByText(/Held for you until/)).toHaveTextContent(
        'Held for you until Wed, 25 Nov, 9:15 am.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when there are no appointments, with a way to book one', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('You have no appointments yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/doctors');
  });

  it('shows the server’s message when the list fails, and Retry loads it', async () => {
    const { fetchMock, json } = serve([makeAppointment(1)]);
    fetchMock.mockResolvedValueOnce(json(503, { success: false, message: 'Database not ready' }));
    renderPage();
    expect(await screen.findByText('We could not load your appointments just now.')).toBeInTheDocument();
    expect(await screen.findByText('Database not ready')).toBeInTheDocument(); // the toast
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Dr. Test 1' })).toBeInTheDocument();
  });

  it('reminds once about a payment form opened earlier but never sent', async () => {
    usePaymentMemoryStore.setState({ openedPayments: { a1: true, a2: true } });
    serve([makeAppointment(1), makeAppointment(2, { paymentProof: proof('pending') }), makeAppointment(3)]);
    renderPage();
    const reminder =
      'You opened the payment form for your appointment with Dr. Test 1 but did not submit payment info. If you have paid, please submit the details.';
    expect(await screen.findByText(reminder)).toBeInTheDocument();
    expect(screen.queryByText(/appointment with Dr. Test 2 but/)).not.toBeInTheDocument();

    // A later reload during the same visit (here after cancelling another one) does not repeat it.
    await userEvent.click(within(card('Dr. Test 3')).getByRole('button', { name: 'Cancel Appointment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await within(card('Dr. Test 3')).findByText('Appointment Cancelled');
    expect(screen.getAllByText(reminder)).toHaveLength(1);
  });
});

describe('My Appointment page: cancelling', () => {
  it('asks first, then cancels and reloads the appointments and the doctors', async () => {
    const { calls } = serve([makeAppointment(1)]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Appointment' }));

    const question = screen.getByRole('group', { name: 'Cancel this appointment?' });
    expect(within(question).getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'No, keep it' }));
    expect(screen.getByRole('button', { name: 'Cancel Appointment' })).toHaveFocus();
    expect(calls('/api/user/cancel-appointment')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Appointment cancelled')).toBeInTheDocument();
    expect(JSON.parse(String(calls('/api/user/cancel-appointment')[0]![1]!.body))).toEqual({
      appointmentId: 'a1',
    });
    expect(await within(card('Dr. Test 1')).findByText('Appointment Cancelled')).toBeInTheDocument();
    expect(calls('/api/user/appointments')).toHaveLength(2);
    expect(calls('/api/doctor/list')).toHaveLength(1);
  });

  it('shows the server’s refusal and keeps the appointment', async () => {
    serve([makeAppointment(1)], {
      cancel: () =>
        new Response(JSON.stringify({ success: false, message: 'This appointment is already paid' }), {
          status: 409,
        }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Appointment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('This appointment is already paid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Appointment' })).toBeInTheDocument();
  });
});
