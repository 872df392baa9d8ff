import { utrProblem } from '@umang/common';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import appointmentsHi from '@/locales/hi/appointments.json';
import bookingHi from '@/locales/hi/booking.json';
import doctorsHi from '@/locales/hi/doctors.json';
import { utrMessage } from './messages';
import { makeAppointment, proof, renderPage, serve, startSession } from './test-utils';

beforeEach(async () => {
  startSession();
  i18n.addResourceBundle('hi', 'appointments', appointmentsHi, true, true);
  i18n.addResourceBundle('hi', 'booking', bookingHi, true, true);
  i18n.addResourceBundle('hi', 'doctors', doctorsHi, true, true);
  await i18n.changeLanguage('hi');
});
afterEach(() => vi.unstubAllGlobals());

describe('My Appointment in Hindi', () => {
  it('says the states, the date and the payment panel in Hindi, and the UTR check in Hindi', async () => {
    serve([makeAppointment(1, { paymentProof: proof('rejected', 'Amount differs') })]);
    renderPage();

    const card = await screen.findByRole('article', { name: 'Dr. Test 1' });
    expect(within(card).getByRole('button', { name: 'पेमेंट नामंज़ूर' })).toBeDisabled();
    // The staff's own reason stays as they wrote it.
    expect(within(card).getByText('कारण: Amount differs')).toBeInTheDocument();
    expect(within(card).getByText('तारीख़ और समय:')).toBeInTheDocument();
    expect(within(card).getByText('मनोवैज्ञानिक')).toBeInTheDocument();
    expect(within(card).getByText(/^शनि, 21 नवंबर 2026 \| सुबह 10:30$/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'ऑनलाइन पेमेंट करें' }));
    expect(await screen.findByRole('img', { name: 'Umang को ₹500 भेजने का UPI QR कोड' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /यह राशि भरें/ })).toHaveTextContent('₹500');
    expect(screen.getByRole('button', { name: 'UPI ID कॉपी करें' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'मैंने पेमेंट कर दिया है' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'UPI ट्रांज़ैक्शन ID' }), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'पेमेंट की जानकारी भेजें' }));
    expect(screen.getByText('UPI ट्रांज़ैक्शन ID में 12 अंक होते हैं; आपने 5 अंक लिखे हैं।')).toBeInTheDocument();

    // Switching back changes every word in place, the message of the form included.
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('The UPI transaction ID has 12 digits; you entered 5.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Payment Rejected' })).toBeInTheDocument();
  });
});

describe('the UTR check', () => {
  it.each(['', '41827364551a', '12345', '4182 7364 55123', '4182 7364 5512'])(
    'says in English exactly what the shared rule says about %j',
    (utr) => {
      expect(utrMessage(i18n.getFixedT('en', 'appointments'), utr)).toBe(utrProblem(utr));
    },
  );
});
