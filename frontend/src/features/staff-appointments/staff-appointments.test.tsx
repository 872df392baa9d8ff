import type { StaffAppointment } from '@umang/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStaffSessionStore, useStaffSessionStore } from '@/stores/staff-session-store';
import { consoleMe, FUTURE, json, makeAppointment, renderPage, row, serve, STARTED } from './test-utils';

beforeEach(() => {
  resetStaffSessionStore();
  useStaffSessionStore.setState({ staffToken: 'staff-token' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Staff appointments', () => {
  it('shows each booking with its time, patient contacts, doctor, fee and status', async () => {
    serve([makeAppointment(1, { paymentProof: { status: 'pending' } as StaffAppointment['paymentProof'] })]);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading appointments');
    const first = within(await screen.findByRole('row', { name: /Patient 1/ }));
    expect(first.getByRole('cell', { name: 'Mon, 23 Nov 2026 · 10:30 am' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: '9812345678' })).toHaveAttribute('href', 'tel:+919812345678');
    expect(first.getByRole('link', { name: 'patient1@example.in' })).toHaveAttribute(
      'href',
      'mailto:patient1@example.in',
    );
    expect(first.getByText('₹700')).toBeInTheDocument();
    expect(first.getByText('Payment pending')).toBeInTheDocument();
    expect(document.title).toBe('Appointments · Staff console · Umang');
  });

  it("names a family member's visit with the account holder who booked it, whose contacts follow", async () => {
    serve([
      makeAppointment(2, {
        patient: { name: 'Aarav Verma', relation: 'child', gender: 'Male' },
        account: { name: 'Asha Verma', email: 'asha@example.in', phone: '9812345678' },
      }),
    ]);
    renderPage();
    const patientCell = within(await screen.findByRole('cell', { name: /Aarav Verma/ }));
    expect(patientCell.getByText('Aarav Verma')).toBeInTheDocument();
    expect(patientCell.getByText(/^Son of/)).toHaveTextContent('Son of Asha Verma (account holder)');
    expect(patientCell.getByRole('link', { name: 'asha@example.in' })).toBeInTheDocument();
  });

  it('puts the filters into the request and the page URL', async () => {
    const api = serve([makeAppointment(1)]);
    const router = renderPage();
    await screen.findByRole('row', { name: /Patient 1/ });

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-03' } });
    await userEvent.selectOptions(await screen.findByLabelText('Doctor'), 'doc-1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Payment pending');

    await waitFor(() =>
      expect(api.listCalls().at(-1)).toBe(
        '/api/admin/appointments?date=3_11_2026&doctorId=doc-1&status=pending&page=1&pageSize=20',
      ),
    );
    expect(router.state.location.search).toBe('?date=3_11_2026&doctorId=doc-1&status=pending');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-03');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(api.listCalls().at(-1)).toBe('/api/admin/appointments?page=1&pageSize=20'));
  });

  it('reads the filters back from the URL on a reload', async () => {
    const api = serve([]);
    renderPage('/admin/appointments?date=23_11_2026&status=cancelled');
    expect(await screen.findByText('No appointments match these filters.')).toBeInTheDocument();
    expect(api.listCalls()[0]).toContain('date=23_11_2026&status=cancelled');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Cancelled');
  });

  it('marks an appointment completed and refreshes the list', async () => {
    const api = serve([makeAppointment(1, STARTED)]);
    renderPage();
    await screen.findByRole('row', { name: /Patient 1/ });
    await userEvent.click(within(row('Patient 1')).getByRole('button', { name: 'Mark completed' }));

    expect(await screen.findByText('Appointment marked completed')).toBeInTheDocument();
    expect(api.posts()).toEqual(['/api/admin/appointments/appt-1/complete']);
    await waitFor(() => expect(within(row('Patient 1')).getByText('Completed')).toBeInTheDocument());
    expect(api.listCalls()).toHaveLength(2);
    expect(within(row('Patient 1')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels only after Yes; No sends nothing and returns focus', async () => {
    const api = serve([makeAppointment(1)]);
    renderPage();
    await screen.findByRole('row', { name: /Patient 1/ });
    const cancel = within(row('Patient 1')).getByRole('button', { name: 'Cancel' });

    await userEvent.click(cancel);
    const question = screen.getByRole('group', {
      name: 'Cancel this appointment for Patient 1 with Dr. Test 1? The patient will be e-mailed.',
    });
    expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(api.posts()).toEqual([]);
    expect(within(row('Patient 1')).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.click(within(row('Patient 1')).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Appointment cancelled')).toBeInTheDocument();
    expect(api.posts()).toEqual(['/api/admin/appointments/appt-1/cancel']);
    await waitFor(() => expect(within(row('Patient 1')).getByText('Cancelled')).toBeInTheDocument());
  });

  it('offers no actions for cancelled or completed appointments, Mark completed only once paid and started', async () => {
    serve([
      makeAppointment(1, {
        cancelled: true,
        cancelReason: 'Released because we did not receive your payment.',
      }),
      makeAppointment(2, { isCompleted: true, payment: true }),
      makeAppointment(3, STARTED),
      makeAppointment(4, FUTURE),
      makeAppointment(5, { ...STARTED, payment: false }),
    ]);
    renderPage();
    await screen.findByRole('row', { name: /Patient 1/ });
    expect(within(row('Patient 1')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('Patient 1')).getByText('Cancelled')).toBeInTheDocument();
    expect(within(row('Patient 1')).getByText(/did not receive your payment/)).toHaveTextContent(
      'Reason: Released because we did not receive your payment.',
    );
    expect(within(row('Patient 2')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('Patient 2')).getByText('Paid')).toBeInTheDocument();
    expect(
      within(row('Patient 3'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark completed', 'Mark no-show', 'Cancel']);
    // Before its slot starts, or unpaid, the visit cannot have been completed yet.
    for (const name of ['Patient 4', 'Patient 5']) {
      expect(
        within(row(name))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Mark no-show', 'Cancel']);
    }
  });

  it('shows the server message on failure and retries', async () => {
    let listAnswers = 0;
    const fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/admin/me') return json(200, { success: true, account: consoleMe('staff') });
      if (url === '/api/admin/doctors') return json(200, { success: true, doctors: [] });
      return listAnswers++ === 0
        ? json(500, { success: false, message: 'Database is asleep' })
        : json(200, { success: true, appointments: [], total: 0, page: 1, pageSize: 20 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is asleep');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No appointments match these filters.')).toBeInTheDocument();
  });
});
