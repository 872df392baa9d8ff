import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_TOKEN_KEY } from '@/lib/api-client';
import { resetStaffSessionStore, useStaffSessionStore } from '@/stores/staff-session-store';
import SetConsolePasswordPage from './set-password';

const PATH = '/api/admin/accounts/set-password';
const PASSWORD = 'Kite over Gurugram 7';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the set-password call with `answer` (default: success), once it is let through. */
function stubSetPassword(answer = () => json(200, { success: true, message: 'Password set' })) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    await gate;
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release };
}

function renderPage(entry = '/admin/set-password?email=asha%40umang.example') {
  const router = createMemoryRouter(
    [
      { path: '/admin/set-password', Component: SetConsolePasswordPage },
      { path: '/admin/login', element: <h1>Staff login</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let user: ReturnType<typeof userEvent.setup>;
const field = (label: string) => screen.getByLabelText(label);
const send = () => user.click(screen.getByRole('button', { name: /^(Set my password|Saving…)$/ }));

async function fillIn(boxes: { otp?: string; password?: string; repeat?: string } = {}) {
  const { otp = '482913', password = PASSWORD, repeat = password } = boxes;
  if (otp) await user.type(field('Code'), otp);
  if (password) await user.type(field('New password'), password);
  if (repeat) await user.type(field('Repeat the new password'), repeat);
}

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  resetStaffSessionStore();
});
afterEach(() => vi.unstubAllGlobals());

describe('Set your console password', () => {
  it('fills the e-mail in from the link and offers the right boxes to the browser', () => {
    stubSetPassword();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Set your password' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByText(/ask the administrator to send you a new one/)).toBeInTheDocument();
    expect(field('E-mail')).toHaveValue('asha@umang.example');
    expect(field('Code')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Code')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Repeat the new password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('New password')).toHaveAccessibleDescription(/8 to 128 characters/);
  });

  it('checks the code, the length and the repeat before sending', async () => {
    const { fetchMock } = stubSetPassword();
    renderPage();
    await fillIn({ otp: '48 29-1', password: 'short', repeat: 'shorter' });
    expect(field('Code')).toHaveValue('48291');
    await send();
    expect(field('Code')).toHaveAccessibleDescription(/Please enter the 6-digit code from the e-mail\./);
    expect(field('Code')).toHaveFocus();
    expect(field('New password')).toHaveAccessibleDescription(/The password needs 8 to 128 characters\./);
    expect(field('Repeat the new password')).toHaveAccessibleDescription('The two passwords do not match.');

    await user.type(field('Code'), '3');
    await user.clear(field('New password'));
    await user.type(field('New password'), PASSWORD);
    await send();
    expect(field('Repeat the new password')).toHaveAccessibleDescription('The two passwords do not match.');
    expect(field('Repeat the new password')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for every box, the e-mail too', async () => {
    const { fetchMock } = stubSetPassword();
    renderPage('/admin/set-password');
    await send();
    expect(field('E-mail')).toHaveAccessibleDescription('Please enter the e-mail address.');
    expect(field('E-mail')).toHaveFocus();
    expect(field('New password')).toHaveAccessibleDescription(/Please choose a password\./);
    expect(field('Repeat the new password')).toHaveAccessibleDescription('Please type the password again.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the code and password without any token, then leads to the login', async () => {
    localStorage.setItem(STAFF_TOKEN_KEY, 'someone-elses-token');
    useStaffSessionStore.setState({ staffToken: 'someone-elses-token' });
    const { fetchMock, release } = stubSetPassword();
    renderPage();
    await fillIn();
    await send();
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
    await send(); // a second press while saving sends nothing more
    release();

    const done = await screen.findByRole('heading', { name: 'Your password is set' });
    expect(done).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(PATH);
    expect(init?.method).toBe('POST');
    expect(init?.headers).not.toHaveProperty('token');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'asha@umang.example',
      otp: '482913',
      password: PASSWORD,
    });
    expect(useStaffSessionStore.getState().staffToken).toBe('someone-elses-token');
    await user.click(screen.getByRole('link', { name: 'Go to the staff login' }));
    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
  });

  it('shows a wrong or expired code at the code box', async () => {
    const bad = 'Invalid or expired OTP. Please check the code or ask for a new one.';
    const { release } = stubSetPassword(() =>
      json(400, { success: false, message: bad, code: 'invalid_otp' }),
    );
    release();
    renderPage();
    await fillIn();
    await send();
    await waitFor(() => expect(field('Code')).toHaveAccessibleDescription(new RegExp(bad.slice(0, 30))));
    expect(field('Code')).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Your password is set' })).not.toBeInTheDocument();
  });

  it('shows a common password at the password box, and too many tries above the button', async () => {
    let answer = json(400, {
      success: false,
      message: 'This password is too common.',
      code: 'weak_password',
    });
    const { release } = stubSetPassword(() => answer);
    release();
    renderPage();
    await fillIn({ password: 'password123' });
    await send();
    await waitFor(() =>
      expect(field('New password')).toHaveAccessibleDescription(/This password is too common\./),
    );

    answer = json(429, {
      success: false,
      message: 'Too many tries. Please wait a while.',
      code: 'rate_limited',
    });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries. Please wait a while.');
  });
});
