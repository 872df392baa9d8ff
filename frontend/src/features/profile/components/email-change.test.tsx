import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '@/lib/toast';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { fakeDataRightsApi, PRIVACY } from '../testing/fake-data-rights-api';
import { json, PATIENT } from '../testing/profile-fixture';
import { ProfileScreen } from './profile-screen';

const NEW_EMAIL = 'aarav.sharma@example.in';

function serve(...args: Parameters<typeof fakeDataRightsApi>) {
  const api = fakeDataRightsApi(...args);
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

/** My Profile in edit mode, where the e-mail can be changed. */
async function editProfile() {
  localStorage.setItem('token', 'test-token');
  useSessionStore.setState({
    token: 'test-token',
    userData: PATIENT,
    privacy: PRIVACY,
    profileStatus: 'ready',
  });
  render(
    <MemoryRouter>
      <ProfileScreen />
      <ToastContainer />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  return user;
}

const contact = () => screen.getByRole('heading', { level: 2, name: 'Contact Information' }).parentElement!;
const changeGroup = () => screen.getByRole('group', { name: 'Change e-mail' });

beforeEach(() => resetSessionStore());
afterEach(() => vi.unstubAllGlobals());

describe('My Profile: changing the e-mail', () => {
  it('mails a code to the new address and, with the code, makes it the login', async () => {
    const api = serve();
    const user = await editProfile();
    expect(within(contact()).getByText('aarav@example.in')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    const address = screen.getByRole('textbox', { name: 'New e-mail address' });
    expect(address).toHaveFocus();
    await user.type(address, NEW_EMAIL);
    await user.click(within(changeGroup()).getByRole('button', { name: 'Send code' }));

    const code = await screen.findByRole('textbox', { name: 'Code from the e-mail' });
    expect(code).toHaveFocus();
    expect(within(changeGroup()).getByText(`We sent a 6-digit code to ${NEW_EMAIL}.`)).toBeVisible();
    expect(api.sent('POST /api/user/email/send-otp')).toEqual([{ email: NEW_EMAIL }]);

    await user.type(code, '123456');
    await user.click(within(changeGroup()).getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText(`Your e-mail is now ${NEW_EMAIL}. Log in with it from now on.`),
    ).toBeVisible();
    expect(api.sent('POST /api/user/email')).toEqual([{ email: NEW_EMAIL, otp: '123456' }]);
    expect(useSessionStore.getState().userData?.email).toBe(NEW_EMAIL);
    expect(within(contact()).getByText(NEW_EMAIL)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change e-mail' })).toHaveFocus();
    // The rest of the form is still being edited, nothing of it was sent.
    expect(screen.getByRole('button', { name: 'Save Information' })).toBeInTheDocument();
    expect(api.fetchMock.mock.calls.some(([url]) => url === '/api/user/update-profile')).toBe(false);
  });

  it('says at the address what is wrong with it, and Enter there sends the code, not the profile', async () => {
    const api = serve(
      {},
      {
        'POST /api/user/email/send-otp': (body) =>
          body.email === PATIENT.email
            ? json(400, {
                success: false,
                code: 'email_unchanged',
                message: 'This is already your e-mail address.',
              })
            : json(409, {
                success: false,
                code: 'email_taken',
                message: 'An account with this e-mail already exists.',
              }),
      },
    );
    const user = await editProfile();
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    const address = screen.getByRole('textbox', { name: 'New e-mail address' });

    await user.type(address, 'not-an-address{Enter}');
    expect(address).toHaveAccessibleDescription(/Please enter a valid e-mail address/);
    expect(api.sent('POST /api/user/email/send-otp')).toHaveLength(0);

    await user.clear(address);
    await user.type(address, `${PATIENT.email}{Enter}`);
    expect(await within(changeGroup()).findByRole('alert')).toHaveTextContent(
      'This is already your e-mail address.',
    );

    await user.clear(address);
    await user.type(address, 'taken@example.in{Enter}');
    expect(
      await within(changeGroup()).findByText('Another account already uses this e-mail address.'),
    ).toBeVisible();
    expect(api.fetchMock.mock.calls.some(([url]) => url === '/api/user/update-profile')).toBe(false);
    expect(useSessionStore.getState().userData?.email).toBe(PATIENT.email);
  });

  it('says at the code box when the code is wrong, and Cancel keeps the old address', async () => {
    serve();
    const user = await editProfile();
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'New e-mail address' }), `${NEW_EMAIL}{Enter}`);
    const code = await screen.findByRole('textbox', { name: 'Code from the e-mail' });

    await user.type(code, '999999{Enter}');
    expect(await within(changeGroup()).findByRole('alert')).toHaveTextContent('Invalid or expired OTP.');
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(changeGroup()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Change e-mail' })).not.toBeInTheDocument();
    expect(useSessionStore.getState().userData?.email).toBe(PATIENT.email);
  });

  it('says why the optional health details are asked for', async () => {
    serve();
    await editProfile();
    const purpose =
      "Optional. Helps the doctor prepare for the visit safely; seen only by the centre's administrators and the doctor you see.";
    expect(screen.getByRole('combobox', { name: 'Blood group' })).toHaveAccessibleDescription(purpose);
    const medical = screen.getByRole('heading', { level: 2, name: 'Medical Information' }).parentElement!;
    expect(within(medical).getByText(purpose)).toBeVisible();
  });

  it('goes back to the address when another account took it before the code was entered', async () => {
    serve(
      {},
      {
        'POST /api/user/email': () =>
          json(409, {
            success: false,
            code: 'email_taken',
            message: 'An account with this e-mail already exists.',
          }),
      },
    );
    const user = await editProfile();
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'New e-mail address' }), `${NEW_EMAIL}{Enter}`);
    await user.type(await screen.findByRole('textbox', { name: 'Code from the e-mail' }), '123456{Enter}');

    const address = await screen.findByRole('textbox', { name: 'New e-mail address' });
    await vi.waitFor(() => expect(address).toHaveFocus());
    expect(address).toHaveAccessibleDescription(/Another account already uses this e-mail address/);
    expect(address).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('textbox', { name: 'Code from the e-mail' })).not.toBeInTheDocument();
  });
});
