import type { Doctor } from '@umang/common';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { ToastContainer } from '@/lib/toast';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { makeDoctor } from '@/test/doctors';
import { createTestQueryClient, renderWithQuery } from '@/test/query';
import AppointmentPage from './appointment';

// Monday 23 November 2026, 09:00 IST: every slot of the day is still ahead.
const NOW = new Date('2026-11-23T03:30:00Z');

const meera = makeDoctor('meera', {
  slots_booked: { '23_11_2026': ['10:00', '15:00'] },
  blockedSlots: [{ date: '23_11_2026', times: ['11:30'] }],
});

type Answer = { status: number; body: object };
let bookingAnswer: Answer;
let doctorsAfterReload: Doctor[];
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  const answer: Answer = url.endsWith('/api/user/book-appointment')
    ? bookingAnswer
    : url.endsWith('/api/user/family-members')
      ? { status: 200, body: { success: true, members: [] } }
      : { status: 200, body: { success: true, doctors: doctorsAfterReload } };
  return new Response(JSON.stringify(answer.body), { status: answer.status });
});
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.endsWith(path));

let queryClient: QueryClient;
/** The doctor list as the app has it from its start. */
const cached = (doctors: Doctor[]) =>
  queryClient.setQueryData(queryKeys.doctors(), { success: true, doctors });

function renderPage(docId = 'meera', search = '') {
  const router = createMemoryRouter(
    [
      { path: '/appointment/:docId', Component: AppointmentPage },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/my-appointment', element: <h1>My appointments page</h1> },
    ],
    { initialEntries: [`/appointment/${docId}${search}`] },
  );
  renderWithQuery(
    <>
      <RouterProvider router={router} />
      <ToastContainer />
    </>,
    { queryClient },
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { router, user };
}

const dayGroup = () => screen.getByRole('radiogroup', { name: 'Choose a day' });
const timeGroup = () => screen.getByRole('radiogroup', { name: /^Free times on/ });
const timeLabels = () =>
  within(timeGroup())
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);
const day = (name: string) => within(dayGroup()).getByRole('radio', { name });
const time = (name: string) => within(timeGroup()).getByRole('radio', { name });
const bookButton = () => screen.getByRole('button', { name: 'Book an Appointment' });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  queryClient = createTestQueryClient();
  resetSessionStore();
  cached([meera]);
  doctorsAfterReload = [meera];
  bookingAnswer = {
    status: 201,
    body: { success: true, message: 'Appointment booked', appointmentId: 'a1' },
  };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Doctor detail and booking', () => {
  it('shows the doctor with fee in rupees and experience', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Dr. meera' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Appointment Fee:').nextSibling).toHaveTextContent('₹700');
    expect(screen.getByText('9 Years')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
  });

  it('offers 7 days without Sunday and only the free times, first day chosen', async () => {
    const { user } = renderPage();
    const days = within(dayGroup()).getAllByRole('radio');
    expect(days.map((d) => d.closest('label')?.textContent)).toEqual([
      'MON 23 Nov',
      'TUE 24 Nov',
      'WED 25 Nov',
      'THU 26 Nov',
      'FRI 27 Nov',
      'SAT 28 Nov',
      'MON 30 Nov',
    ]);
    expect(days[0]).toBeChecked();
    // 10:00 and 3:00 pm are booked, 11:30 is blocked.
    expect(timeLabels()).toEqual([
      '10:30 am',
      '11:00 am',
      '12:00 pm',
      '12:30 pm',
      '3:30 pm',
      '4:00 pm',
      '4:30 pm',
      '5:00 pm',
      '5:30 pm',
      '6:00 pm',
      '6:30 pm',
    ]);

    await user.click(days[1]!);
    expect(days[1]).toBeChecked();
    expect(days[0]).not.toBeChecked();
    expect(timeLabels()).toHaveLength(14);
    expect(timeLabels()[0]).toBe('10:00 am');
    expect(timeLabels().at(-1)).toBe('6:30 pm');
  });

  it('groups the times under Morning and Afternoon', () => {
    renderPage();
    const morning = within(timeGroup()).getByRole('group', { name: 'Morning' });
    const afternoon = within(timeGroup()).getByRole('group', { name: 'Afternoon' });
    expect(within(morning).getAllByRole('radio')).toHaveLength(4);
    expect(within(afternoon).getAllByRole('radio')).toHaveLength(7);
  });

  it('is one radio group per row: the arrow keys move the choice, one Tab from a time to Book', async () => {
    const { user } = renderPage();
    day('TUE 24 Nov').focus();
    await user.keyboard(' ');
    expect(day('TUE 24 Nov')).toBeChecked();

    await user.tab();
    expect(time('10:00 am')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(time('10:30 am')).toBeChecked();
    // Across the sessions: from the last morning time to the first afternoon one.
    time('12:30 pm').focus();
    await user.keyboard('{ArrowDown}');
    expect(time('3:00 pm')).toBeChecked();
    expect(time('3:00 pm')).toHaveFocus();

    await user.tab();
    expect(bookButton()).toHaveFocus();
    expect(bookButton()).toHaveAccessibleDescription('Your choice: Tue 24 Nov, 3:00 pm');
  });

  it('warns a visitor to log in, then opens /login after one second with the choice in next', async () => {
    const { router, user } = renderPage();
    await user.click(day('TUE 24 Nov'));
    await user.click(time('3:00 pm'));
    await user.click(bookButton());
    expect(await screen.findByText('Login to book appointment')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/appointment/meera');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/appointment/meera?day=24_11_2026&time=15%3A00',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('back from logging in: the same day and time are chosen and Book has the focus', () => {
    useSessionStore.getState().setToken('token-1');
    renderPage('meera', '?day=24_11_2026&time=15%3A00');
    expect(day('TUE 24 Nov')).toBeChecked();
    expect(time('3:00 pm')).toBeChecked();
    expect(bookButton()).toHaveFocus();
    expect(screen.getByText('Tue 24 Nov, 3:00 pm')).toBeInTheDocument();
  });

  it('back from logging in to a time taken meanwhile: says so and leaves the choice open', () => {
    useSessionStore.getState().setToken('token-1');
    renderPage('meera', '?day=23_11_2026&time=10%3A00');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The time you picked earlier, Mon 23 Nov, 10:00 am, is no longer free.',
    );
    expect(within(timeGroup()).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    expect(bookButton()).not.toHaveFocus();
  });

  it('asks for a time before booking, without calling the API', async () => {
    useSessionStore.getState().setToken('token-1');
    const { router, user } = renderPage();
    await user.click(bookButton());
    expect(await screen.findByText('Please select a time slot')).toBeInTheDocument();
    expect(calls('/api/user/book-appointment')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/appointment/meera');
  });

  it('books the chosen slot, shows the server message, reloads doctors and opens My Appointment', async () => {
    useSessionStore.getState().setToken('token-1');
    const { router, user } = renderPage();
    await user.click(day('TUE 24 Nov'));
    await user.click(time('3:00 pm'));
    await user.click(bookButton());

    expect(await screen.findByText('Appointment booked')).toBeInTheDocument();
    const [[, init]] = calls('/api/user/book-appointment') as [[string, RequestInit]];
    expect(JSON.parse(init.body as string)).toEqual({
      docId: 'meera',
      slotDate: '24_11_2026',
      slotTime: '15:00',
    });
    expect(new Headers(init.headers).get('token')).toBe('token-1');
    expect(calls('/api/doctor/list')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/my-appointment');
  });

  it('on a taken slot says so, reloads the slots and chooses the next free time', async () => {
    useSessionStore.getState().setToken('token-1');
    bookingAnswer = {
      status: 409,
      body: { success: false, message: 'Slot not available', code: 'slot_unavailable' },
    };
    doctorsAfterReload = [
      { ...meera, slots_booked: { ...meera.slots_booked, '24_11_2026': ['10:30', '11:00'] } },
    ];
    const { router, user } = renderPage();
    await user.click(day('TUE 24 Nov'));
    await user.click(time('10:30 am'));
    await user.click(bookButton());

    // 11:00 was taken too, as the reloaded list shows: the suggestion follows it.
    await vi.waitFor(() => expect(timeLabels()).not.toContain('10:30 am'));
    expect(calls('/api/doctor/list')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'That time was just taken. The next free time is Tue 24 Nov, 11:30 am.',
    );
    expect(time('11:30 am')).toBeChecked();
    expect(screen.queryByText('Slot not available')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/appointment/meera');
    expect(bookButton()).toBeEnabled();
  });

  it('on a taken slot never suggests that slot, even before the list is reloaded', async () => {
    useSessionStore.getState().setToken('token-1');
    bookingAnswer = {
      status: 409,
      body: { success: false, message: 'Slot not available', code: 'slot_unavailable' },
    };
    const { user } = renderPage();
    await user.click(time('11:00 am'));
    await user.click(bookButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('The next free time is Mon 23 Nov, 12:00 pm.');
    expect(time('11:00 am')).not.toBeChecked();
    expect(time('12:00 pm')).toBeChecked();
  });

  it('shows other errors without reloading or leaving the page', async () => {
    useSessionStore.getState().setToken('token-1');
    bookingAnswer = {
      status: 429,
      body: { success: false, message: 'Please pay for your booked appointments first' },
    };
    const { router, user } = renderPage();
    await user.click(time('11:00 am'));
    await user.click(bookButton());

    expect(await screen.findByText('Please pay for your booked appointments first')).toBeInTheDocument();
    expect(calls('/api/doctor/list')).toHaveLength(0);
    expect(time('11:00 am')).toBeChecked();
    expect(router.state.location.pathname).toBe('/appointment/meera');
  });

  it('says when the doctor is not taking appointments, with no strip or button', () => {
    cached([makeDoctor('ravi', { available: false })]);
    renderPage('ravi');
    expect(screen.getByText('Dr. ravi is not taking appointments right now.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Choose a day' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book an Appointment' })).not.toBeInTheDocument();
  });

  it('lists other doctors of the same speciality and opens one', async () => {
    const others = [
      makeDoctor('asha'),
      makeDoctor('kabir', { speciality: 'Psychiatrist' }),
      ...['b', 'c', 'd', 'e', 'f'].map((id) => makeDoctor(id)),
    ];
    cached([meera, ...others]);
    const { user } = renderPage();
    expect(screen.getByText('Other Psychologists you can book')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Related Doctors' });
    const names = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Dr. asha', 'Dr. b', 'Dr. c', 'Dr. d', 'Dr. e']);

    await user.click(within(list).getByRole('link', { name: 'Dr. asha' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. asha' })).toBeInTheDocument();
  });

  it('hides Related Doctors when there is no other doctor of that speciality', () => {
    renderPage();
    expect(screen.queryByRole('heading', { name: 'Related Doctors' })).not.toBeInTheDocument();
  });
});
