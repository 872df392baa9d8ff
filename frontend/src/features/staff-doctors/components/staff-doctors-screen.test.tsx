import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '@/lib/toast';
import { resetStaffSessionStore } from '@/stores/staff-session-store';
import { renderWithQuery } from '@/test/query';
import { json, makeDoctor, signInStaff, STAFF_TOKEN } from '../testing/fixtures';
import { StaffDoctorsScreen } from './staff-doctors-screen';

const MEERA = makeDoctor();
const FARHAN = makeDoctor({
  _id: 'doc-2',
  name: 'Dr. Farhan Qureshi',
  speciality: 'Pediatrician',
  fees: 1200,
  experience: 1,
  available: false,
  blockedSlots: [{ date: '24_11_2030', times: ['10:00', '10:30'] }],
});

function renderScreen() {
  renderWithQuery(
    <>
      <StaffDoctorsScreen />
      <ToastContainer />
    </>,
  );
  return userEvent.setup();
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

beforeEach(() => {
  resetStaffSessionStore();
  signInStaff();
});
afterEach(() => vi.unstubAllGlobals());

describe('StaffDoctorsScreen list', () => {
  it('lists every doctor with fee, experience, availability and actions', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, { success: true, doctors: [MEERA, FARHAN] }));
    vi.stubGlobal('fetch', fetchMock);
    renderScreen();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the doctors');
    expect(await screen.findByRole('heading', { name: 'Dr. Farhan Qureshi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Doctors' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/doctors');
    expect(fetchMock.mock.calls[0]![1].headers.token).toBe(STAFF_TOKEN);

    const farhan = within(card('Dr. Farhan Qureshi'));
    expect(farhan.getByText('₹1,200')).toBeInTheDocument();
    expect(farhan.getByText('1 year')).toBeInTheDocument();
    expect(farhan.getByText('2 times on 1 day')).toBeInTheDocument();
    expect(farhan.getByRole('switch', { name: 'Available: Dr. Farhan Qureshi' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(farhan.getByText('Not taking bookings')).toBeInTheDocument();
    expect(farhan.getByRole('button', { name: 'Edit Dr. Farhan Qureshi' })).toBeInTheDocument();
    expect(farhan.getByRole('button', { name: 'Blocked times of Dr. Farhan Qureshi' })).toBeInTheDocument();
    // The photo is decorative next to the name, at a fixed 48 px so the list never jumps.
    const photo = card('Dr. Meera Nair').querySelector('img')!;
    expect(photo).toHaveAttribute('alt', '');
    expect(photo).toHaveAttribute('width', '48');
    expect(photo).toHaveAttribute('src', '/uploads/meera.jpg');
  });

  it('says so when there are no doctors yet', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, { success: true, doctors: [] })));
    renderScreen();
    expect(await screen.findByText('No doctors yet. Add the first one.')).toBeInTheDocument();
  });

  it('shows the error with a Retry that loads the list again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(503, { success: false, message: 'Database not ready' }))
      .mockResolvedValueOnce(json(200, { success: true, doctors: [MEERA] }));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderScreen();
    const alert = await screen.findByText('The doctors could not be loaded.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Database not ready');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dr. Meera Nair' })).toBeInTheDocument();
  });
});

describe('StaffDoctorsScreen availability', () => {
  it('switches a doctor off at once, posts {available:false} and confirms', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      if (init.method === 'POST') return json(200, { success: true, doctor: { ...MEERA, available: false } });
      return json(200, { success: true, doctors: [MEERA] });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = renderScreen();
    const toggle = await screen.findByRole('switch', { name: 'Available: Dr. Meera Nair' });
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-checked', 'false');
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/admin/doctors/doc-1/availability');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ available: false });
    expect(await screen.findByText('Dr. Meera Nair no longer takes bookings.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('puts the switch back and says why when the server refuses', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
      init.method === 'POST'
        ? json(404, { success: false, message: 'Doctor not found' })
        : json(200, { success: true, doctors: [MEERA] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = renderScreen();
    const toggle = await screen.findByRole('switch', { name: 'Available: Dr. Meera Nair' });
    await user.click(toggle);
    expect(await screen.findByText('Doctor not found')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByText('Taking bookings')).toBeInTheDocument();
  });
});

describe('StaffDoctorsScreen blocked times', () => {
  it('opens the editor for one doctor and returns focus when it closes', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, { success: true, doctors: [MEERA, FARHAN] })));
    const user = renderScreen();
    const open = await screen.findByRole('button', { name: 'Blocked times of Dr. Farhan Qureshi' });
    await user.click(open);
    expect(screen.getByRole('heading', { name: 'Blocked times: Dr. Farhan Qureshi' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: /^Blocked times:/ })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });
});
