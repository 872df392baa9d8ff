import type { ConsoleRole } from '@umang/common';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '@/lib/toast';
import StaffDoctorsPage from '@/pages/admin/doctors';
import { resetStaffSessionStore } from '@/stores/staff-session-store';
import { renderWithQuery } from '@/test/query';
import { json, makeDoctor, signInStaff } from '../testing/fixtures';

// Monday 23 November 2026, 10:45 am in India.
const NOW = new Date('2026-11-23T05:15:00Z');
const MEERA = makeDoctor({ slots_booked: { '24_11_2026': ['11:30'] } });
const FARHAN = makeDoctor({ _id: 'doc-2', name: 'Dr. Farhan Qureshi' });

const account = (role: ConsoleRole) => ({
  id: `user-${role}`,
  email: `${role}@umang.example`,
  name: role === 'doctor' ? 'Dr. Meera Nair' : 'Office',
  role,
  doctorId: role === 'doctor' ? 'doc-1' : null,
  doctorName: role === 'doctor' ? 'Dr. Meera Nair' : null,
});

/** The console API for an account of `role`, listing `doctors`; a blocked-times save answers one warning. */
function serve(role: ConsoleRole, doctors = [MEERA]) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url === '/api/admin/me') return json(200, { success: true, account: account(role) });
    if (init.method === 'PUT' && url.endsWith('/blocked-slots'))
      return json(200, {
        success: true,
        doctor: MEERA,
        warnings: ['24_11_2026 11:30 has a booked appointment, which stays booked'],
      });
    if (url === '/api/admin/doctors') return json(200, { success: true, doctors });
    return json(404, { success: false, message: `No route ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  renderWithQuery(
    <>
      <StaffDoctorsPage />
      <ToastContainer />
    </>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

beforeEach(() => {
  // Only the clock is fixed: user-event needs real timers.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  resetStaffSessionStore();
  signInStaff();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Doctors screen by role', { timeout: 15_000 }, () => {
  it('gives a doctor "My calendar": their own card with the switch and blocked times, nothing to add or edit', async () => {
    // Even were the server to send another doctor, only the account's own record shows.
    serve('doctor', [MEERA, FARHAN]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My calendar' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Dr. Meera Nair' })).closest('li')!;
    expect(within(card).getByRole('switch', { name: 'Available: Dr. Meera Nair' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dr. Farhan Qureshi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add doctor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(document.title).toBe('My calendar · Staff console · Umang');
  });

  it('lets a doctor block their own times, and says the office frees a booked one', async () => {
    const fetchMock = serve('doctor');
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Blocked times of Dr. Meera Nair' }));
    expect(screen.getByRole('heading', { name: 'Blocked times: Dr. Meera Nair' })).toHaveFocus();

    await user.click(screen.getByLabelText(/^Block Tue 24 Nov 11:30 am/, { selector: 'button' }));
    await user.click(screen.getByText('Save blocked times', { selector: 'button' }));
    expect(await screen.findByText(/ask the office to move or cancel/)).toBeInTheDocument();
    expect(
      screen.queryByText(/cancel their appointments on the Appointments screen/),
    ).not.toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/admin/doctors/doc-1/blocked-slots');
  });

  it('keeps the office’s Doctors screen as it was', async () => {
    serve('staff', [MEERA, FARHAN]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Doctors' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dr. Farhan Qureshi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add doctor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Dr. Meera Nair' })).toBeInTheDocument();
    expect(screen.getByText('All doctors')).toHaveTextContent('All doctors (2)');
  });
});
