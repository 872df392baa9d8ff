import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStaffSessionStore, useStaffSessionStore } from '@/stores/staff-session-store';
import { HEALTH, json, makeAppointment, renderPage, serve, STARTED } from './test-utils';

const AARAV = makeAppointment(7, {
  ...STARTED,
  patient: { name: 'Aarav Verma', relation: 'child', gender: 'Male' },
  account: { name: 'Asha Verma', email: 'asha@example.in', phone: '9812345678' },
});
const NOTE = 'Opening them is recorded in the audit log with your name and the time.';

const healthSection = () =>
  within(screen.getByRole('heading', { level: 2, name: 'Health details' }).closest('section')!);
/** The page has loaded the appointment (the health part sits under the patient's details). */
const loaded = () => screen.findByRole('heading', { level: 2, name: 'Patient' });

beforeEach(() => {
  resetStaffSessionStore();
  useStaffSessionStore.setState({ staffToken: 'staff-token' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Health details on an appointment’s page', () => {
  it('asks for them only on "Show health details", shows each one, and forgets them on "Hide"', async () => {
    const api = serve([AARAV]);
    renderPage('/admin/appointments/appt-7');
    await loaded();
    const health = healthSection();
    expect(health.getByText(NOTE)).toBeInTheDocument();
    // Opening the page is not opening the details: no audit entry for a glance at the visit.
    expect(api.healthCalls()).toEqual([]);
    expect(health.queryByText('Penicillin')).not.toBeInTheDocument();

    await userEvent.click(health.getByRole('button', { name: 'Show health details' }));
    expect(await health.findByText('Penicillin')).toBeInTheDocument();
    const term = (name: string) => health.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(term('Patient')).toHaveTextContent('Aarav Verma');
    expect(term('Blood group')).toHaveTextContent('B+');
    expect(term('Allergies')).toHaveTextContent('Penicillin');
    expect(term('Medical condition')).toHaveTextContent('None given');
    // A keyboard or screen reader user lands on what they asked to see.
    expect(health.getByText('Penicillin').closest('[tabindex="-1"]')).toHaveFocus();
    expect(api.healthCalls()).toEqual(['/api/admin/appointments/appt-7/health']);

    await userEvent.click(health.getByRole('button', { name: 'Hide' }));
    expect(health.queryByText('Penicillin')).not.toBeInTheDocument();
    expect(health.queryByText('B+')).not.toBeInTheDocument();
    const showAgain = health.getByRole('button', { name: 'Show health details' });
    expect(showAgain).toHaveFocus();

    // Nothing kept: a second look is a second request, so a second audit entry.
    await userEvent.click(showAgain);
    expect(await health.findByText('Penicillin')).toBeInTheDocument();
    expect(api.healthCalls()).toHaveLength(2);
  });

  it('does not keep them for the next visit to the page', async () => {
    const api = serve([AARAV]);
    const router = renderPage('/admin/appointments/appt-7');
    await loaded();
    await userEvent.click(healthSection().getByRole('button', { name: 'Show health details' }));
    expect(await healthSection().findByText('Penicillin')).toBeInTheDocument();

    await router.navigate('/admin/appointments');
    await screen.findByRole('heading', { level: 1, name: 'Appointments' });
    await router.navigate('/admin/appointments/appt-7');
    await loaded();
    expect(healthSection().getByRole('button', { name: 'Show health details' })).toBeInTheDocument();
    expect(screen.queryByText('Penicillin')).not.toBeInTheDocument();
    expect(api.healthCalls()).toHaveLength(1);
  });

  it('shows the visit’s doctor the part too, with "None given" for each empty field', async () => {
    serve([AARAV], {
      role: 'doctor',
      health: [
        json(200, {
          success: true,
          health: { name: 'Aarav Verma', bloodGroup: '', allergy: '', medicalCondition: '' },
        }),
      ],
    });
    renderPage('/admin/appointments/appt-7');
    await loaded();
    const health = healthSection();
    expect(health.getByText(NOTE)).toBeInTheDocument();
    await userEvent.click(health.getByRole('button', { name: 'Show health details' }));
    await waitFor(() => expect(health.getAllByText('None given')).toHaveLength(3));
  });

  it('shows the front desk no health part at all, and never asks for it', async () => {
    const api = serve([AARAV], { role: 'staff' });
    renderPage('/admin/appointments/appt-7');
    await loaded();
    expect(screen.queryByRole('heading', { name: 'Health details' })).not.toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show health details' })).not.toBeInTheDocument();
    expect(api.healthCalls()).toEqual([]);
  });

  it('says it is loading, shows the server’s words on a failure, and tries again on Retry', async () => {
    let fail!: () => void;
    const failure = new Promise<Response>((resolve) => {
      fail = () => resolve(json(503, { success: false, message: 'The database is not answering' }));
    });
    const api = serve([AARAV], { health: [failure, json(200, { success: true, health: HEALTH })] });
    renderPage('/admin/appointments/appt-7');
    await loaded();
    const health = healthSection();
    const show = health.getByRole('button', { name: 'Show health details' });
    await userEvent.click(show);
    expect(health.getByRole('status')).toHaveTextContent('Loading the health details');
    // One click, one look: the button waits while the answer is on its way.
    expect(show).toBeDisabled();

    fail();
    expect(await health.findByRole('alert')).toHaveTextContent('The database is not answering');
    await userEvent.click(health.getByRole('button', { name: 'Retry' }));
    expect(await health.findByText('Penicillin')).toBeInTheDocument();
    expect(api.healthCalls()).toHaveLength(2);
  });
});
