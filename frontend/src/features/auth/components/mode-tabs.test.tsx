import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionStore } from '@/stores/session-store';
import { searchForMode } from '../hooks/use-auth-mode';
import { renderLoginPage } from '../test-utils';

const pair = () => screen.getByRole('navigation', { name: 'Log in or create an account' });

beforeEach(() => resetSessionStore());

describe('The Log in / Create Account pair at the top of the card', () => {
  it('comes before the heading and marks the form shown', () => {
    renderLoginPage('/login?mode=login');
    const heading = screen.getByRole('heading', { level: 1, name: 'Login' });
    expect(pair().compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(pair()).getByRole('link', { name: 'Log in' })).toHaveAttribute('aria-current', 'page');
    expect(within(pair()).getByRole('link', { name: 'Create Account' })).not.toHaveAttribute('aria-current');
  });

  it('switches the card, changes only ?mode and keeps the other parameters', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderLoginPage('/login?next=%2Fappointment%2Fd1');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();

    await user.click(within(pair()).getByRole('link', { name: 'Log in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toHaveFocus();
    expect(new URLSearchParams(router.state.location.search).get('mode')).toBe('login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/appointment/d1');
    expect(within(pair()).getByRole('link', { name: 'Log in' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pair()).getByRole('link', { name: 'Create Account' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toHaveFocus();
    expect(router.state.location.search).toBe('?next=%2Fappointment%2Fd1');
  });

  it('marks neither while the password reset is shown, and leads back to Log in', async () => {
    const user = userEvent.setup({ delay: null });
    renderLoginPage('/login?mode=reset');
    for (const link of within(pair()).getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
    await user.click(within(pair()).getByRole('link', { name: 'Log in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });
});

describe('searchForMode', () => {
  it('sets or clears only mode', () => {
    const params = new URLSearchParams('next=%2Fdoctors&mode=reset');
    expect(searchForMode(params, 'login')).toBe('?next=%2Fdoctors&mode=login');
    expect(searchForMode(params, 'signup')).toBe('?next=%2Fdoctors');
    expect(searchForMode(new URLSearchParams('mode=login'), 'signup')).toBe('');
  });
});
