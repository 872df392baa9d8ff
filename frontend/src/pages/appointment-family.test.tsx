import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAMILY_MESSAGES } from '@/features/family/messages';
import { fakeFamilyApi, json, makeMember } from '@/features/family/testing/fake-family-api';
import { queryKeys } from '@/lib/query-keys';
import { ToastContainer } from '@/lib/toast';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { makeDoctor } from '@/test/doctors';
import { createTestQueryClient, renderWithQuery } from '@/test/query';
import AppointmentPage from './appointment';

// Monday 23 November 2026, 09:00 IST: every slot of the day is still ahead.
const NOW = new Date('2026-11-23T03:30:00Z');

const DOCTOR = makeDoctor('meera', { name: 'Dr. Meera', image: '/assets/doctors/meera.svg' });

const AARAV = makeMember('Aarav Verma');
const DIYA = makeMember('Diya Verma', { gender: 'Female', dob: '2021-11-30' });

let bookingAnswer: Response;
let queryClient: QueryClient;

/** The family routes as a fake server, the doctor list and the booking as fixed answers. */
function serve(...[members, overrides]: Parameters<typeof fakeFamilyApi>) {
  const api = fakeFamilyApi(members, overrides, async (url) =>
    url.endsWith('/api/user/book-appointment')
      ? bookingAnswer
      : json(200, { success: true, doctors: [DOCTOR] }),
  );
  vi.stubGlobal('fetch', api.fetchMock);
  const bookings = () =>
    api.fetchMock.mock.calls
      .filter(([url]) => url.endsWith('/api/user/book-appointment'))
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, string>);
  return { ...api, bookings };
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
  return { router, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const whoGroup = () => screen.getByRole('radiogroup', { name: 'Who is this visit for?' });
const who = (name: string | RegExp) => within(whoGroup()).getByRole('radio', { name });
const whoLabels = () =>
  within(whoGroup())
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);
const time = (name: string) =>
  within(screen.getByRole('radiogroup', { name: /^Free times on/ })).getByRole('radio', { name });
const bookButton = () => screen.getByRole('button', { name: 'Book an Appointment' });

/** Signs Asha in: her token, and her profile as the app holds it once loaded. */
function signIn() {
  useSessionStore.setState({
    token: 'token-1',
    profileStatus: 'ready',
    userData: {
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
    },
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.doctors(), { success: true, doctors: [DOCTOR] });
  resetSessionStore();
  bookingAnswer = json(201, { success: true, message: 'Appointment booked', appointmentId: 'a1' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Booking: who is this visit for?', () => {
  it('is not asked of a visitor, and no family is fetched', () => {
    const { sent } = serve([AARAV]);
    renderPage();
    expect(screen.getByRole('radiogroup', { name: 'Choose a day' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Who is this visit for?' })).not.toBeInTheDocument();
    expect(sent('GET')).toHaveLength(0);
  });

  it('offers the account holder first, chosen, then each member, then adding one', async () => {
    serve([AARAV, DIYA]);
    signIn();
    renderPage();
    await screen.findByRole('radio', { name: 'Diya Verma — daughter' });
    expect(whoLabels()).toEqual([
      'Me (Asha Verma)',
      'Aarav Verma — son',
      'Diya Verma — daughter',
      'Add a family member',
    ]);
    expect(who('Me (Asha Verma)')).toBeChecked();
    await userEvent.click(time('11:00 am'));
    expect(bookButton()).toHaveAccessibleDescription('Your choice: Mon 23 Nov, 11:00 am, for you');
  });

  it('offers only "Me" and adding someone to a patient without family members', async () => {
    const { sent } = serve([]);
    signIn();
    renderPage();
    await vi.waitFor(() => expect(sent('GET')).toHaveLength(1));
    expect(whoLabels()).toEqual(['Me (Asha Verma)', 'Add a family member']);
  });

  it('books for the chosen member: the choice is restated beside Book and patientId is sent', async () => {
    const { bookings } = serve([AARAV, DIYA]);
    signIn();
    const { router, user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Diya Verma — daughter' }));
    await user.click(time('11:00 am'));
    expect(bookButton()).toHaveAccessibleDescription('Your choice: Mon 23 Nov, 11:00 am, for Diya Verma');
    await user.click(bookButton());

    expect(await screen.findByText('Appointment booked')).toBeInTheDocument();
    expect(bookings()).toEqual([
      { docId: 'meera', slotDate: '23_11_2026', slotTime: '11:00', patientId: DIYA._id },
    ]);
    expect(router.state.location.pathname).toBe('/my-appointment');
  });

  it('the arrow keys move among the people, one Tab stop for the group', async () => {
    serve([AARAV]);
    signIn();
    const { user } = renderPage();
    await screen.findByRole('radio', { name: 'Aarav Verma — son' });
    who('Me (Asha Verma)').focus();
    await user.keyboard('{ArrowRight}');
    expect(who('Aarav Verma — son')).toBeChecked();
    expect(who('Aarav Verma — son')).toHaveFocus();
    await user.tab();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Choose a day' })).getByRole('radio', { checked: true }),
    ).toHaveFocus();
  });

  it('adds a member in place: Book waits for it, saving sends the short form and chooses them', async () => {
    const { sent, bookings } = serve([AARAV]);
    signIn();
    const { user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Add a family member' }));
    const form = await screen.findByRole('form', { name: 'Add a family member' });
    expect(within(form).getByText(FAMILY_MESSAGES.medicalLater)).toBeInTheDocument();
    expect(within(form).queryByLabelText('Blood group')).not.toBeInTheDocument();

    await user.click(time('11:00 am'));
    expect(bookButton()).toHaveAccessibleDescription('Your choice: Mon 23 Nov, 11:00 am');
    await user.click(bookButton());
    expect(await screen.findByText(FAMILY_MESSAGES.saveNewFirst)).toBeInTheDocument();
    expect(bookings()).toHaveLength(0);

    await user.type(within(form).getByLabelText('Name (required)'), 'Kabir Verma');
    await user.selectOptions(within(form).getByLabelText('Relation to you (required)'), 'Child');
    await user.selectOptions(within(form).getByLabelText('Gender (required)'), 'Male');
    await user.type(within(form).getByLabelText('Date of birth (required)'), '2023-06-01');
    // The short form asks a parent's consent for a child too.
    await user.click(within(form).getByRole('checkbox', { name: /I am this child’s parent or guardian/ }));
    await user.click(within(form).getByRole('button', { name: 'Save family member' }));

    const kabir = await screen.findByRole('radio', { name: 'Kabir Verma — son' });
    expect(sent('POST')[0]!.body).toEqual({
      name: 'Kabir Verma',
      relation: 'child',
      dob: '2023-06-01',
      gender: 'Male',
      guardianConsent: true,
    });
    expect(kabir).toBeChecked();
    expect(kabir).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(bookButton());
    await screen.findByText('Appointment booked');
    expect(bookings()[0]).toMatchObject({ patientId: 'new-1' });
  });

  it('Cancel on the new member form goes back to the person chosen before', async () => {
    const { sent } = serve([AARAV]);
    signIn();
    const { user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Aarav Verma — son' }));
    await user.click(who('Add a family member'));
    const form = await screen.findByRole('form', { name: 'Add a family member' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(who('Aarav Verma — son')).toBeChecked();
    expect(who('Aarav Verma — son')).toHaveFocus();
    expect(sent('POST')).toHaveLength(0);
  });

  it("says so when the member already has a visit at that time (the server's words)", async () => {
    bookingAnswer = json(409, {
      success: false,
      message: 'Aarav Verma already has an appointment at this time',
      code: 'patient_busy',
    });
    serve([AARAV]);
    signIn();
    const { router, user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Aarav Verma — son' }));
    await user.click(time('11:00 am'));
    await user.click(bookButton());

    expect(
      await screen.findByText('Aarav Verma already has an appointment at this time'),
    ).toBeInTheDocument();
    expect(time('11:00 am')).toBeChecked();
    expect(router.state.location.pathname).toBe('/appointment/meera');
  });

  it('still books for the account holder when the family could not be loaded, and offers to try again', async () => {
    const { bookings } = serve([AARAV], { GET: () => json(503, { success: false }) });
    signIn();
    const { user } = renderPage();
    expect(await screen.findByText(FAMILY_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(who('Me (Asha Verma)')).toBeChecked();
    await user.click(time('11:00 am'));
    await user.click(bookButton());
    await screen.findByText('Appointment booked');
    expect(bookings()).toEqual([{ docId: 'meera', slotDate: '23_11_2026', slotTime: '11:00' }]);
  });
});
