import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import familyHi from '@/locales/hi/family.json';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { renderWithQuery } from '@/test/query';
import { fakeFamilyApi, makeMember } from '../testing/fake-family-api';
import { FamilySection } from './family-section';

beforeEach(async () => {
  resetSessionStore();
  useSessionStore.getState().setToken('patient-token');
  i18n.addResourceBundle('hi', 'family', familyHi, true, true);
  await act(() => i18n.changeLanguage('hi'));
});
afterEach(() => vi.unstubAllGlobals());

describe('Family in Hindi', () => {
  it('says how a member is related and when they were born in Hindi', async () => {
    const api = fakeFamilyApi([makeMember('Diya Verma', { gender: 'Female', dob: '2021-11-30' })]);
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithQuery(<FamilySection />);

    expect(await screen.findByText('बेटी, जन्म 30 नवंबर 2021')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'परिवार' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हटाएँ Diya Verma' })).toBeInTheDocument();
  });

  it('labels the member form in Hindi and still sends the API its own values', async () => {
    const api = fakeFamilyApi([]);
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithQuery(<FamilySection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'परिवार का सदस्य जोड़ें' }));
    const form = screen.getByRole('form', { name: 'परिवार का सदस्य जोड़ें' });

    await user.click(within(form).getByRole('button', { name: 'सदस्य की जानकारी सेव करें' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('कृपया परिवार के इस सदस्य का नाम लिखें।');

    await user.type(within(form).getByLabelText('नाम (ज़रूरी)'), 'Aarav Verma');
    await user.selectOptions(within(form).getByLabelText('आपसे रिश्ता (ज़रूरी)'), 'बच्चा (बेटा या बेटी)');
    await user.selectOptions(within(form).getByLabelText('लिंग (ज़रूरी)'), 'पुरुष');
    await user.type(within(form).getByLabelText('जन्म तिथि (ज़रूरी)'), '2019-03-05');
    await user.click(
      within(form).getByRole('checkbox', {
        name: /^मैं इस बच्चे का माता-पिता या अभिभावक हूँ और सहमत हूँ कि सेंटर इसकी जानकारी रखे/,
      }),
    );
    await user.click(within(form).getByRole('button', { name: 'सदस्य की जानकारी सेव करें' }));

    expect(await screen.findByText('बेटा, जन्म 5 मार्च 2019')).toBeInTheDocument();
    expect(api.sent('POST')[0]!.body).toMatchObject({
      relation: 'child',
      gender: 'Male',
      guardianConsent: true,
    });
  });
});
