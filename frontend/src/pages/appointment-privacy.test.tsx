import type { PrivacyStatus, UserProfile } from '@umang/common';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFamilyApi, json } from '@/features/family/testing/fake-family-api';
import { queryKeys } from '@/lib/query-keys';
import { ToastContainer } from '@/lib/toast';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { makeDoctor } from '@/test/doctors';
import { createTestQueryClient, renderWithQuery } from '@/test/query';
import AppointmentPage from './appointment';

// Monday 23 November 2026, 09:00 IST: every slot of the day is still ahead.
const NOW = new Date('2026-11-23T03:30:00Z');
const DOCTOR = makeDoctor('meera', { name: 'Dr. Meera' });

const ACCEPTED: PrivacyStatus = {
  acceptedNoticeVersion: '2026-12',
  acceptedNoticeAt: '2026-11-01T10:00:00.000Z',
  currentNoticeVersion: '2026-12',
  reminderMails: false,
};
/** Accepted an older notice: a new one came out since. */
const OUTDATED: PrivacyStatus = {
  ...ACCEPTED,
  acceptedNoticeVersion: '2025-06',
  acceptedNoticeAt: '2025-06-10T10:00:00.000Z',
};

const USER: UserProfile = {
  _id: 'u1',
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9812345678',
  fathername: '',
  mothername: '',
  address: { line1: '', line2: '' },
  gender: 'Female',
  dob: '',
  bloodGroup: '',
  allergy: '',
  medicalCondition: '',
  image: '',
  language: 'en',
};

let answers: {
  booking: () => Response;
  accept: () => Response | Promise<Response>;
  profile: () => Response;
};
let queryClient: QueryClient;

function serve() {
  const api = fakeFamilyApi([], {}, async (url, init) => {
    if (url === '/api/user/book-appointment') return answers.booking();
    if (url === '/api/user/privacy/notice' && init.method === 'PUT') return answers.accept();
    if (url === '/api/user/get-profile') return answers.profile();
    return json(200, { success: true, doctors: [DOCTOR] });
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const callsTo = (path: string) =>
    api.fetchMock.mock.calls
      .filter(([url]) => url === path)
      .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
  return { callsTo };
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/appointment/:docId', Component: AppointmentPage },
      { path: '/my-appointment', element: <h1>My appointments page</h1> },
    ],
    { initialEntries: ['/appointment/meera'] },
  );
  renderWithQuery(
    <>
      <RouterProvider router={router} />
      <ToastContainer />
    </>,
    { queryClient },
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const signIn = (privacy: PrivacyStatus) =>
  useSessionStore.setState({ token: 'token-1', profileStatus: 'ready', userData: USER, privacy });

const gate = () => screen.queryByRole('region', { name: 'Our privacy notice has changed' });
const acceptButton = () => screen.getByRole('button', { name: 'I have read it — accept and continue' });
const bookButton = () => screen.getByRole('button', { name: 'Book an Appointment' });
const time = (name: string) =>
  within(screen.getByRole('radiogroup', { name: /^Free times on/ })).getByRole('radio', { name });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.doctors(), { success: true, doctors: [DOCTOR] });
  resetSessionStore();
  answers = {
    booking: () => json(201, { success: true, message: 'Appointment booked', appointmentId: 'a1' }),
    accept: () => json(200, { success: true, privacy: { ...ACCEPTED, acceptedNoticeAt: NOW.toISOString() } }),
    profile: () => json(200, { success: true, userData: USER, privacy: ACCEPTED }),
  };
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Booking waits for the current privacy notice', () => {
  it('asks above the times; Book waits; accepting records the version and hands the choice back', async () => {
    const { callsTo } = serve();
    signIn(OUTDATED);
    const user = renderPage();

    const panel = gate()!;
    expect(panel).toHaveAccessibleDescription(/please read version 2026-12 of our privacy notice/);
    const days = screen.getByRole('radiogroup', { name: 'Choose a day' });
    expect(panel.compareDocumentPosition(days) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const read = within(panel).getByRole('link', { name: /^Read the privacy notice/ });
    expect(read).toHaveAttribute('href', '/privacy');
    expect(read).toHaveAttribute('target', '_blank');

    await user.click(time('11:00 am'));
    await user.click(bookButton());
    expect(await screen.findByText(/Please read and accept our privacy notice first/)).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Our privacy notice has changed' })).toHaveFocus();
    expect(callsTo('/api/user/book-appointment')).toHaveLength(0);

    await user.click(acceptButton());
    expect(await screen.findByText('Thank you. You can book now.')).toBeInTheDocument();
    expect(callsTo('/api/user/privacy/notice')).toEqual([{ version: '2026-12' }]);
    expect(gate()).not.toBeInTheDocument();
    expect(useSessionStore.getState().privacy?.acceptedNoticeVersion).toBe('2026-12');
    // The focus is not lost with the panel: it lands on the first choice below it.
    expect(screen.getByRole('radio', { name: 'Me (Asha Verma)' })).toHaveFocus();
    expect(time('11:00 am')).toBeChecked();

    await user.click(bookButton());
    await screen.findByText('Appointment booked');
    expect(callsTo('/api/user/book-appointment')).toHaveLength(1);
  });

  it('shows "Accepting…" while the acceptance is on its way, and keeps the panel when it fails', async () => {
    let answer!: (response: Response) => void;
    answers.accept = () => new Promise<Response>((resolve) => (answer = resolve));
    serve();
    signIn(OUTDATED);
    const user = renderPage();

    await user.click(acceptButton());
    expect(screen.getByRole('button', { name: 'Accepting…' })).toBeDisabled();
    answer(json(503, { success: false }));

    expect(
      await screen.findByText('Your acceptance could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(gate()).toBeInTheDocument();
    expect(acceptButton()).toBeEnabled();
    expect(useSessionStore.getState().privacy).toEqual(OUTDATED);
  });

  it('asks for the newest version when another came out while the patient was reading', async () => {
    const NEWER: PrivacyStatus = { ...OUTDATED, currentNoticeVersion: '2027-03' };
    answers.accept = () =>
      json(409, {
        success: false,
        message:
          'The privacy notice changed while you were reading it. Please reload the page and read the new one.',
        code: 'notice_outdated',
      });
    answers.profile = () => json(200, { success: true, userData: USER, privacy: NEWER });
    const { callsTo } = serve();
    signIn(OUTDATED);
    const user = renderPage();

    await user.click(acceptButton());
    expect(
      await screen.findByText(/The privacy notice changed while you were reading it/),
    ).toBeInTheDocument();
    await waitFor(() => expect(gate()).toHaveAccessibleDescription(/please read version 2027-03/));
    expect(callsTo('/api/user/privacy/notice')).toEqual([{ version: '2026-12' }]);
  });

  it('is not shown once the current notice is accepted, nor to a visitor', () => {
    serve();
    signIn(ACCEPTED);
    renderPage();
    expect(bookButton()).toBeInTheDocument();
    expect(gate()).not.toBeInTheDocument();
  });

  it('appears, with the focus, when the server refuses a booking for a notice that changed meanwhile', async () => {
    const { callsTo } = serve();
    signIn(ACCEPTED);
    answers.booking = () =>
      json(403, {
        success: false,
        message: 'Our privacy notice has changed. Please read it and accept it before booking.',
        code: 'notice_not_accepted',
      });
    answers.profile = () => json(200, { success: true, userData: USER, privacy: OUTDATED });
    const user = renderPage();

    await user.click(time('11:00 am'));
    await user.click(bookButton());

    const heading = await screen.findByRole('heading', { name: 'Our privacy notice has changed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(callsTo('/api/user/get-profile')).toHaveLength(1);
    expect(
      await screen.findByText('Our privacy notice has changed. Please read it and accept it before booking.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My appointments page' })).not.toBeInTheDocument();
  });
});
