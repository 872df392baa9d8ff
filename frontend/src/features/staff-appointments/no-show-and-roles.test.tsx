import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStaffSessionStore, useStaffSessionStore } from '@/stores/staff-session-store';
import { FUTURE, makeAppointment, renderPage, row, serve, STARTED } from './test-utils';

const buttonsOf = (patient: string) =>
  within(row(patient))
    .queryAllByRole('button')
    .map((button) => button.textContent);

beforeEach(() => {
  resetStaffSessionStore();
  useStaffSessionStore.setState({ staffToken: 'staff-token' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Staff appointments: no-show', () => {
  it('offers Mark no-show only from the start of the slot, paid or not, and says why before it', async () => {
    serve([
      makeAppointment(1, { ...STARTED, payment: false }),
      makeAppointment(2, FUTURE),
      makeAppointment(3, { ...STARTED, noShow: true }),
    ]);
    renderPage();
    await screen.findByRole('row', { name: /Patient 1/ });

    expect(within(row('Patient 1')).getByRole('button', { name: 'Mark no-show' })).toBeEnabled();
    const early = within(row('Patient 2')).getByRole('button', { name: 'Mark no-show' });
    expect(early).toBeDisabled();
    expect(early).toHaveAccessibleDescription('Possible from the start time');
    // Already marked: the badge says so in words, and nothing is left to do.
    expect(within(row('Patient 3')).getByText('No-show')).toBeInTheDocument();
    expect(buttonsOf('Patient 3')).toEqual([]);
  });

  it('marks a no-show only after Yes; No sends nothing and returns focus', async () => {
    const api = serve([makeAppointment(1, STARTED)]);
    renderPage();
    await screen.findByRole('row', { name: /Patient 1/ });
    await userEvent.click(within(row('Patient 1')).getByRole('button', { name: 'Mark no-show' }));

    const question = screen.getByRole('group', {
      name: 'Mark the appointment for Patient 1 with Dr. Test 1 a no-show? This cannot be undone.',
    });
    expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(api.posts()).toEqual([]);
    expect(within(row('Patient 1')).getByRole('button', { name: 'Mark no-show' })).toHaveFocus();

    await userEvent.click(within(row('Patient 1')).getByRole('button', { name: 'Mark no-show' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Appointment marked a no-show')).toBeInTheDocument();
    expect(api.posts()).toEqual(['/api/admin/appointments/appt-1/no-show']);
    await waitFor(() => expect(within(row('Patient 1')).getByText('No-show')).toBeInTheDocument());
    expect(buttonsOf('Patient 1')).toEqual([]);
    // The buttons went with the refresh: the keyboard stays on this row's new state.
    expect(within(row('Patient 1')).getByText('No-show').closest('td')).toHaveFocus();
  });
});

describe('Staff appointments: a doctor’s console', () => {
  it('has no Doctor filter and no Cancel, and ignores a doctor named in the link', async () => {
    const api = serve([makeAppointment(1, STARTED), makeAppointment(2, FUTURE)], { role: 'doctor' });
    renderPage('/admin/appointments?doctorId=doc-9&status=upcoming');
    await screen.findByRole('row', { name: /Patient 1/ });

    expect(screen.queryByLabelText('Doctor')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Upcoming');
    expect(buttonsOf('Patient 1')).toEqual(['Mark completed', 'Mark no-show']);
    expect(buttonsOf('Patient 2')).toEqual(['Mark no-show']);
    expect(api.listCalls()).toEqual(['/api/admin/appointments?status=upcoming&page=1&pageSize=20']);
    expect(api.urls()).not.toContain('/api/admin/doctors');
  });

  it('the office keeps the Doctor filter and Cancel', async () => {
    serve([makeAppointment(1, STARTED)], { role: 'staff' });
    renderPage();
    await screen.findByRole('row', { name: /Patient 1/ });
    expect(await screen.findByLabelText('Doctor')).toBeInTheDocument();
    expect(buttonsOf('Patient 1')).toEqual(['Mark completed', 'Mark no-show', 'Cancel']);
  });
});

describe('Staff appointments: each row opens its appointment', () => {
  it('links the date and time, described by the patient, to the appointment’s page', async () => {
    serve([makeAppointment(1)]);
    const router = renderPage();
    const link = await screen.findByRole('link', { name: 'Mon, 23 Nov 2026 · 10:30 am' });
    expect(link).toHaveAttribute('href', '/admin/appointments/appt-1');
    expect(link).toHaveAccessibleDescription('Patient 1');

    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/admin/appointments/appt-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment' })).toBeInTheDocument();
  });
});
