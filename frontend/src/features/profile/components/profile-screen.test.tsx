import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '@/lib/toast';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { json, PATIENT } from '../testing/profile-fixture';
import { ProfileScreen } from './profile-screen';

const renderScreen = () =>
  render(
    <MemoryRouter>
      <ProfileScreen />
      <ToastContainer />
    </MemoryRouter>,
  );

const logIn = (state: Partial<ReturnType<typeof useSessionStore.getState>> = {}) => {
  localStorage.setItem('token', 'test-token');
  useSessionStore.setState({ token: 'test-token', userData: PATIENT, profileStatus: 'ready', ...state });
};

/** The value shown beside a label in view mode. */
const shownValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(() => resetSessionStore());
afterEach(() => vi.unstubAllGlobals());

describe('ProfileScreen states', () => {
  it('asks a visitor without a token to log in', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Please log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /log in or create an account/i })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('says the profile is loading while a token has no user data yet', () => {
    logIn({ userData: null, profileStatus: 'loading' });
    renderScreen();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile');
  });

  it('offers Retry when loading failed, and Retry loads the profile', async () => {
    logIn({ userData: null, profileStatus: 'error' });
    const fetchMock = vi.fn().mockResolvedValue(json(200, { success: true, userData: PATIENT }));
    vi.stubGlobal('fetch', fetchMock);
    renderScreen();

    await userEvent.setup().click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: PATIENT.name })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/get-profile');
  });
});

describe('ProfileScreen view mode', () => {
  it('shows the name, the four sections and every value, with "Not added yet" for empty ones', () => {
    logIn();
    renderScreen();

    expect(screen.getByRole('heading', { level: 1, name: 'Aarav Sharma' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Parents',
      'Contact Information',
      'Basic Information',
      'Medical Information',
    ]);
    expect(shownValue("Father's name")).toHaveTextContent('Rohit Sharma');
    expect(shownValue('Email')).toHaveTextContent('aarav@example.in');
    expect(shownValue('Phone')).toHaveTextContent('9812345678');
    expect(shownValue('Address')).toHaveTextContent('House 12, Block CSector 40, Gurugram');
    expect(shownValue('Gender')).toHaveTextContent('Male');
    expect(shownValue('Date of birth')).toHaveTextContent('5 March 2015');
    expect(shownValue('Medical conditions')).toHaveTextContent('Mild asthma');
    for (const empty of ["Mother's name", 'Blood group', 'Allergy']) {
      expect(shownValue(empty)).toHaveTextContent('Not added yet');
    }
    expect(screen.getAllByText('Not added yet')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'No photo added yet' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the saved photo at a fixed size', () => {
    logIn({ userData: { ...PATIENT, image: '/uploads/profiles/aarav.webp' } });
    renderScreen();
    const photo = screen.getByRole('img', { name: 'Photo of Aarav Sharma' });
    expect(photo).toHaveAttribute('src', '/uploads/profiles/aarav.webp');
    expect(photo).toHaveAttribute('width', '144');
    expect(photo).toHaveAttribute('height', '144');
  });

  it('never offers the e-mail as an editable field, in view or edit mode', async () => {
    logIn();
    renderScreen();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit' }));

    expect(screen.getAllByText('aarav@example.in').length).toBeGreaterThan(0);
    for (const field of screen.getAllByRole('textbox')) {
      expect(field).not.toHaveValue('aarav@example.in');
    }
    expect(screen.queryByLabelText(/^email/i)).not.toBeInTheDocument();
  });

  it('Cancel discards the changes and goes back to view mode with focus on Edit', async () => {
    logIn();
    renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText("Father's name"));
    await user.type(screen.getByLabelText("Father's name"), 'Somebody Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(shownValue("Father's name")).toHaveTextContent('Rohit Sharma');
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText("Father's name")).toHaveValue('Rohit Sharma');
  });
});
