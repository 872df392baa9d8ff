import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStaffSessionStore, useStaffSessionStore } from '@/stores/staff-session-store';
import { makeAppointment, renderPage, serve, STARTED } from './test-utils';

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

/** A child's paid visit whose slot has begun, paid by UPI and accepted. */
const AARAV = makeAppointment(7, {
  ...STARTED,
  patient: { name: 'Aarav Verma', relation: 'child', gender: 'Male' },
  account: { name: 'Asha Verma', email: 'asha@example.in', phone: '9812345678' },
  docData: { ...makeAppointment(7).docData, name: 'Dr. Kavya Iyer' },
  paymentProof: {
    status: 'accepted',
    name: 'Asha Verma',
    transactionId: '418273645512',
    submittedAt: '2025-11-02T05:00:00.000Z',
    reviewedAt: '2025-11-02T06:30:00.000Z',
    reason: null,
    receiptNumber: 'UMG/2025-26/000042',
  },
});

beforeEach(() => {
  resetStaffSessionStore();
  useStaffSessionStore.setState({ staffToken: 'staff-token' });
});
afterEach(() => vi.unstubAllGlobals());

describe('One appointment’s page', () => {
  it('shows the visit, who it is for, whom to call, the payment with its UTR, and the office’s actions', async () => {
    serve([AARAV], { role: 'staff' });
    renderPage('/admin/appointments/appt-7');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the appointment');
    expect(await screen.findByText('Aarav Verma, Mon, 3 Nov 2025 at 10:30 am')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Appointment' })).toBeInTheDocument();

    const visit = within(section('Visit'));
    expect(visit.getByText('Mon, 3 Nov 2025 · 10:30 am')).toBeInTheDocument();
    expect(visit.getByText('Dr. Kavya Iyer')).toBeInTheDocument();
    expect(visit.getByText('Paid')).toBeInTheDocument();

    const patient = within(section('Patient'));
    expect(patient.getByText(/^Son of/)).toHaveTextContent('Son of Asha Verma (account holder)');
    expect(patient.getByRole('link', { name: '9812345678' })).toHaveAttribute('href', 'tel:+919812345678');
    expect(patient.getByRole('link', { name: 'asha@example.in' })).toHaveAttribute(
      'href',
      'mailto:asha@example.in',
    );

    const payment = within(section('Payment'));
    expect(payment.getByText('₹700')).toBeInTheDocument();
    expect(payment.getByText('Accepted')).toBeInTheDocument();
    expect(payment.getByText('418273645512')).toBeInTheDocument();
    expect(payment.getByText('UMG/2025-26/000042')).toBeInTheDocument();

    expect(
      within(section('Actions'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark completed', 'Mark no-show', 'Cancel']);
    expect(screen.getByRole('link', { name: 'All appointments' })).toHaveAttribute(
      'href',
      '/admin/appointments',
    );
  });

  it('gives a doctor no Cancel, and after Mark no-show puts focus on the new state', async () => {
    const api = serve([AARAV], { role: 'doctor' });
    renderPage('/admin/appointments/appt-7');
    const actions = within(await waitFor(() => section('Actions')));
    expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Mark completed',
      'Mark no-show',
    ]);

    await userEvent.click(actions.getByRole('button', { name: 'Mark no-show' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Appointment marked a no-show')).toBeInTheDocument();
    expect(api.posts()).toEqual(['/api/admin/appointments/appt-7/no-show']);
    const badge = await within(section('Visit')).findByText('No-show');
    expect(badge.closest('[tabindex="-1"]')).toHaveFocus();
    expect(within(section('Actions')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says "Appointment not found", and nothing else, for an id the server refuses (404)', async () => {
    // The server answers 404 alike for another doctor's appointment and for none at all.
    const api = serve([AARAV], { role: 'doctor' });
    renderPage('/admin/appointments/appt-of-another-doctor');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Appointment not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your account cannot open an appointment at this address. It may belong to another doctor, or it may not exist.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Appointments' })).toHaveAttribute(
      'href',
      '/admin/appointments',
    );
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.title).toBe('Appointment not found · Staff console · Umang');
    // Asked once: a refusal is not retried.
    expect(api.urls().filter((url) => url.endsWith('/appt-of-another-doctor'))).toHaveLength(1);
  });
});
