import type { UserProfile } from '@umang/common';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { json, renderLoginPage, stubApi } from '../test-utils';

const LOGIN = '/api/user/login';

const card = (name: string) => screen.getByRole('region', { name });

async function logInWith(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(within(card('Login')).getByLabelText('Email'), email);
  await user.type(within(card('Login')).getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => resetSessionStore());
afterEach(() => vi.unstubAllGlobals());

describe('Login', { timeout: 15_000 }, () => {
  it('opens directly with ?mode=login, posts e-mail and password and stores the token', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({ [LOGIN]: () => json(200, { success: true, token: 'token-login' }) });
    renderLoginPage('/login?mode=login');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Login · Umang'));

    await logInWith(user, 'asha@example.in', 'Kite-Sunrise-2026');

    expect(await screen.findByRole('status')).toHaveTextContent('Opening your account…');
    expect(api.bodies(LOGIN)).toEqual([{ email: 'asha@example.in', password: 'Kite-Sunrise-2026' }]);
    expect(api.headersOf(LOGIN)).not.toHaveProperty('token');
    expect(localStorage.getItem('token')).toBe('token-login');
  });

  it("shows the server's message for wrong details and stores nothing", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ [LOGIN]: () => json(401, { success: false, message: 'Invalid email or password' }) });
    renderLoginPage('/login?mode=login');
    await logInWith(user, 'asha@example.in', 'not-my-password');

    // Once, as the error toast: the card does not repeat it.
    expect(await screen.findAllByText('Invalid email or password')).toHaveLength(1);
    expect(within(card('Login')).queryByText('Invalid email or password')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(within(card('Login')).getByLabelText('Email')).toHaveValue('asha@example.in');
  });

  it('asks for both fields before calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({});
    renderLoginPage('/login?mode=login');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(within(card('Login')).getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter your e-mail address.',
    );
    expect(within(card('Login')).getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password.',
    );
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('lets the password be shown and hidden again', async () => {
    const user = userEvent.setup({ delay: null });
    renderLoginPage('/login?mode=login');
    const password = within(card('Login')).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('Switching between Create Account and Login', () => {
  it('toggles the card and keeps ?mode in step, moving focus to the new heading', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderLoginPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Create Account · Umang'));
    await user.type(within(card('Create Account')).getByLabelText('Email'), 'asha@example.in');

    await user.click(screen.getByRole('button', { name: 'Login here' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toHaveFocus();
    expect(router.state.location.search).toBe('?mode=login');
    expect(within(card('Login')).getByLabelText('Email')).toHaveValue('asha@example.in');

    await user.click(screen.getByRole('button', { name: 'Click here to sign up' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });
});

describe('Redirect', () => {
  it('sends a logged-in patient from /login to /', async () => {
    useSessionStore.setState({
      token: 'token-abc',
      userData: { _id: 'u1', name: 'Asha Verma' } as UserProfile,
      profileStatus: 'ready',
    });
    const router = renderLoginPage('/login?mode=login');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the forms again when the profile of a stored token cannot be loaded', () => {
    useSessionStore.setState({ token: 'token-abc', userData: null, profileStatus: 'error' });
    renderLoginPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
  });
});
