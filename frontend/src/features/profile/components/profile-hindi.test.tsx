import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import profileHi from '@/locales/hi/profile.json';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { PATIENT } from '../testing/profile-fixture';
import { ProfileScreen } from './profile-screen';

function renderProfile() {
  localStorage.setItem('token', 'test-token');
  useSessionStore.setState({ token: 'test-token', userData: PATIENT, profileStatus: 'ready' });
  render(
    <MemoryRouter>
      <ProfileScreen />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const showHindi = () =>
  act(async () => {
    i18n.addResourceBundle('hi', 'profile', profileHi, true, true);
    await i18n.changeLanguage('hi');
  });

beforeEach(() => resetSessionStore());

describe('My Profile in Hindi', () => {
  it('shows the headings, labels, gender and date of birth in Hindi; the stored values stay', async () => {
    renderProfile();
    await showHindi();

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'माता-पिता',
      'संपर्क की जानकारी',
      'बुनियादी जानकारी',
      'मेडिकल जानकारी',
    ]);
    const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(shown('पिता का नाम')).toHaveTextContent('Rohit Sharma');
    expect(shown('लिंग')).toHaveTextContent('पुरुष');
    expect(shown('जन्म तिथि')).toHaveTextContent('5 मार्च 2015');
    expect(shown('माता का नाम')).toHaveTextContent('अभी नहीं जोड़ा गया');
    expect(screen.getByRole('button', { name: 'बदलें' })).toBeInTheDocument();
  });

  it('keeps what was typed, and says what to fix in the new language, when the language switches', async () => {
    const user = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText("Father's name"));
    await user.type(screen.getByLabelText("Father's name"), 'Vikram Sharma');
    await user.clear(screen.getByLabelText('Name (required)'));
    await user.click(screen.getByRole('button', { name: 'Save Information' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a name for this profile.');

    await showHindi();

    expect(screen.getByLabelText('पिता का नाम')).toHaveValue('Vikram Sharma');
    expect(screen.getByLabelText('नाम (ज़रूरी)')).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया इस प्रोफ़ाइल के लिए नाम लिखें।');
    // The options are shown in Hindi; the value sent stays the API's.
    expect(screen.getByLabelText('लिंग')).toHaveValue('Male');
    expect(screen.getByRole('option', { name: 'पुरुष' })).toHaveValue('Male');
    expect(screen.getByRole('button', { name: 'जानकारी सेव करें' })).toBeInTheDocument();
  });
});
