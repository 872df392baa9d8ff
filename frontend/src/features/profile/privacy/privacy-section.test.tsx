import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptNotice, fetchPrivacyNotice, setConsents } from '@/features/privacy/api/privacy-api';
import { i18n } from '@/i18n';
import profileHi from '@/locales/hi/profile.json';
import { ToastContainer } from '@/lib/toast';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { renderWithQuery } from '@/test/query';
import {
  CURRENT_NOTICE,
  EXPORT_FILE,
  fakeDataRightsApi,
  GRIEVANCE_EMAIL,
  paidVisit,
  PRIVACY,
  visit,
} from '../testing/fake-data-rights-api';
import { json, PATIENT } from '../testing/profile-fixture';
import { PrivacySection } from './privacy-section';

const CALLS = { fetchNotice: fetchPrivacyNotice, acceptNotice, setConsents };

function serve(...args: Parameters<typeof fakeDataRightsApi>) {
  const api = fakeDataRightsApi(...args);
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

function renderSection() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/privacy', element: <h1>Privacy notice page</h1> },
      { path: '/my-profile', element: <PrivacySection calls={CALLS} /> },
    ],
    { initialEntries: ['/my-profile'] },
  );
  renderWithQuery(
    <>
      <RouterProvider router={router} />
      <ToastContainer />
    </>,
  );
  return { user: userEvent.setup(), router };
}

const logIn = (privacy = PRIVACY) => {
  useSessionStore.getState().setToken('patient-token');
  useSessionStore.setState({ userData: PATIENT, privacy, profileStatus: 'ready' });
};

const part = (heading: string) => screen.getByRole('heading', { level: 3, name: heading }).parentElement!;

beforeEach(() => {
  resetSessionStore();
  logIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('My Profile: privacy notice', () => {
  it('says which notice was accepted and when, and links to it', () => {
    serve();
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy and your data' })).toBeInTheDocument();
    expect(part('Privacy notice')).toHaveTextContent(
      `You accepted our privacy notice (version ${CURRENT_NOTICE}) on 1 December 2026.`,
    );
    expect(screen.getByRole('link', { name: 'Read the privacy notice' })).toHaveAttribute('href', '/privacy');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('asks to accept a changed notice, and Accept records the current version', async () => {
    const api = serve();
    logIn({ ...PRIVACY, acceptedNoticeVersion: '2025-01' });
    const { user } = renderSection();
    expect(part('Privacy notice')).toHaveTextContent(
      `Our privacy notice has changed (version ${CURRENT_NOTICE}).`,
    );

    await user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(
      await screen.findByText(`Thank you. You accepted privacy notice version ${CURRENT_NOTICE}.`),
    ).toBeVisible();
    expect(api.sent('PUT /api/user/privacy/notice')).toEqual([{ version: CURRENT_NOTICE }]);
    expect(useSessionStore.getState().privacy?.acceptedNoticeVersion).toBe(CURRENT_NOTICE);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });
});

describe('My Profile: reminder mails', () => {
  it('withdraws the reminder mails in one click and says so', async () => {
    const api = serve();
    const { user } = renderSection();
    const reminders = screen.getByRole('switch', { name: 'E-mail me a reminder the day before each visit' });
    expect(reminders).toBeChecked();
    expect(reminders).toHaveAccessibleDescription(/mails the service needs are always sent/);

    await user.click(reminders);

    expect(await screen.findByText(/Reminder mails are off/)).toBeVisible();
    expect(reminders).not.toBeChecked();
    expect(api.sent('PUT /api/user/privacy/consents')).toEqual([{ reminders: false }]);
    expect(useSessionStore.getState().privacy?.reminderMails).toBe(false);
  });

  it('puts the switch back when the server refuses the change', async () => {
    serve(
      {},
      { 'PUT /api/user/privacy/consents': () => json(503, { success: false, message: 'Down for a moment' }) },
    );
    const { user } = renderSection();
    const reminders = screen.getByRole('switch', { name: /reminder the day before/ });

    await user.click(reminders);

    expect(await screen.findByText('Down for a moment')).toBeVisible();
    expect(reminders).toBeChecked();
    expect(useSessionStore.getState().privacy?.reminderMails).toBe(true);
  });
});

describe('My Profile: download my data', () => {
  it('fetches the export with the patient’s token and saves it under the server’s name', async () => {
    let saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = [...saved, this.download];
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = serve(
      {},
      {
        'GET /api/user/export': async () => {
          await gate;
          return new Response('{}', {
            headers: { 'Content-Disposition': `attachment; filename="${EXPORT_FILE}"` },
          });
        },
      },
    );
    const { user } = renderSection();
    const button = screen.getByRole('button', { name: 'Download my data' });

    await user.click(button);
    expect(button).toHaveTextContent('Preparing your file…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    const [, init] = api.fetchMock.mock.calls.find(([url]) => url === '/api/user/export')!;
    expect(init?.headers).toMatchObject({ token: 'patient-token' });

    release();
    await waitFor(() => expect(saved).toEqual([EXPORT_FILE]));
    expect(button).toHaveTextContent('Download my data');
    expect(within(part('Download my data')).getByRole('status')).toHaveTextContent(`Saved as ${EXPORT_FILE}`);
  });
});

describe('My Profile: delete my account', () => {
  it('lists only the paid visits still to come, with whom to ask for a refund', async () => {
    serve({
      appointments: [
        paidVisit('coming', 3),
        paidVisit('past', -3),
        paidVisit('cancelled', 4, { cancelled: true }),
        visit('unpaid', 5),
      ],
    });
    renderSection();
    const list = await screen.findByRole('list', { name: 'This paid visit will be cancelled:' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Dr. Meera Rao, for Aarav Sharma, ₹800 paid');
    expect(await screen.findByRole('link', { name: GRIEVANCE_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${GRIEVANCE_EMAIL}`,
    );
    expect(screen.getByRole('link', { name: '+91 98100 12345' })).toHaveAttribute(
      'href',
      'tel:+919810012345',
    );
    expect(part('Delete my account')).toHaveTextContent('Deleted patient #');
  });

  it('mails a code, refuses a wrong one at the field, then deletes, signs out and goes home', async () => {
    const api = serve();
    const { user, router } = renderSection();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send me a deletion code' }));
    const code = await screen.findByRole('textbox', { name: 'Deletion code' });
    expect(code).toHaveFocus();
    expect(screen.getByText(/We sent a 6-digit code to aarav@example.in/)).toBeVisible();
    expect(screen.getByRole('button', { name: /Send the code again in \d+ s/ })).toBeDisabled();
    expect(api.sent('POST /api/user/delete-account/send-otp')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the 6-digit code from the e-mail.');
    expect(api.sent('POST /api/user/delete-account')).toHaveLength(0);

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP.');
    expect(code).toHaveFocus();
    expect(useSessionStore.getState().token).toBe('patient-token');

    await user.clear(code);
    await user.type(code, '654321{Enter}');

    expect(await screen.findByText('Your account has been deleted')).toBeVisible();
    expect(api.sent('POST /api/user/delete-account')).toEqual([{ otp: '111111' }, { otp: '654321' }]);
    expect(router.state.location.pathname).toBe('/');
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the account when asked, back on the first button', async () => {
    const api = serve();
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Send me a deletion code' }));
    await screen.findByRole('textbox', { name: 'Deletion code' });

    await user.keyboard('{Escape}');

    expect(screen.getByRole('button', { name: 'Send me a deletion code' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Deletion code' })).not.toBeInTheDocument();
    expect(api.sent('POST /api/user/delete-account')).toHaveLength(0);
  });

  it('waits as long as the server says before another code can be asked for', async () => {
    serve(
      {},
      {
        'POST /api/user/delete-account/send-otp': () =>
          json(429, {
            success: false,
            code: 'otp_resend_wait',
            message: 'Please wait 42 seconds.',
            retryAfter: 42,
          }),
      },
    );
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Send me a deletion code' }));
    expect(await screen.findByText('Please wait 42 seconds.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Deletion code' })).not.toBeInTheDocument();
  });
});

describe('My Profile: privacy in Hindi', () => {
  afterEach(() => act(async () => void (await i18n.changeLanguage('en'))));

  it('names the section, the switch and the buttons in Hindi', async () => {
    serve();
    renderSection();
    await act(async () => {
      i18n.addResourceBundle('hi', 'profile', profileHi, true, true);
      await i18n.changeLanguage('hi');
    });
    expect(screen.getByRole('heading', { level: 2, name: 'निजता और आपका डेटा' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'हर विज़िट से एक दिन पहले मुझे ईमेल से याद दिलाएँ' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'खाता हटाने का कोड मुझे भेजें' })).toBeInTheDocument();
    expect(part('निजता सूचना')).toHaveTextContent(
      `आपने 1 दिसंबर 2026 को हमारी निजता सूचना (संस्करण ${CURRENT_NOTICE}) स्वीकार की थी।`,
    );
  });
});
