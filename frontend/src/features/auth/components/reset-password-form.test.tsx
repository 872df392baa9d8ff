import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '@/stores/session-store';
import { json, renderLoginPage, stubApi } from '../test-utils';

const FORGOT = '/api/user/forgot-password';
const RESET = '/api/user/reset-password';
const SENT = 'If an account exists for this e-mail, a reset code has been sent to it.';
const CHANGED = 'Your password has been changed. Please log in with the new one.';

beforeEach(() => resetSessionStore());
afterEach(() => vi.unstubAllGlobals());

describe('Forgot password', { timeout: 15_000 }, () => {
  it('sends a code, resets the password and returns to Login with the e-mail filled in', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({
      [FORGOT]: () => json(200, { success: true, message: SENT }),
      [RESET]: () => json(200, { success: true, message: CHANGED }),
    });
    const router = renderLoginPage('/login?mode=login');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toHaveFocus();
    expect(router.state.location.search).toBe('?mode=reset');

    const reset = screen.getByRole('region', { name: 'Reset password' });
    await user.type(within(reset).getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(api.bodies(FORGOT)).toEqual([{ email: 'asha@example.in' }]);
    await waitFor(() => expect(within(reset).getByLabelText('Code')).toHaveFocus());
    expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(within(reset).getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Please choose a password.'),
    );
    expect(api.paths()).toEqual([FORGOT]);

    await user.type(within(reset).getByLabelText('Code'), '314159');
    await user.type(within(reset).getByLabelText('New password'), 'Monsoon-Kites-42');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    const login = await screen.findByRole('region', { name: 'Login' });
    expect(api.bodies(RESET)).toEqual([
      { email: 'asha@example.in', otp: '314159', password: 'Monsoon-Kites-42' },
    ]);
    expect(within(login).getByLabelText('Email')).toHaveValue('asha@example.in');
    expect(within(login).getByLabelText('Password')).toHaveValue('');
    expect(within(login).getByRole('status')).toHaveTextContent(CHANGED);
    expect(router.state.location.search).toBe('?mode=login');
  });

  it('keeps the reset step and shows why when the code is wrong', async () => {
    const user = userEvent.setup({ delay: null });
    const reason = 'Invalid or expired OTP. Please check the code or ask for a new one.';
    stubApi({
      [FORGOT]: () => json(200, { success: true, message: SENT }),
      [RESET]: () => json(400, { success: false, message: reason }),
    });
    renderLoginPage('/login?mode=reset');
    const reset = screen.getByRole('region', { name: 'Reset password' });
    await user.type(within(reset).getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    await user.type(await within(reset).findByLabelText('Code'), '000000');
    await user.type(within(reset).getByLabelText('New password'), 'Monsoon-Kites-42');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    // Once, above the button (no toast): it stays while the code is typed again.
    expect(await within(reset).findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
  });

  it('holds the e-mail and the button while the code is on its way', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (response: Response) => void = () => undefined;
    stubApi({ [FORGOT]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderLoginPage('/login?mode=reset');
    const reset = screen.getByRole('region', { name: 'Reset password' });
    await user.type(within(reset).getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));

    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    expect(within(reset).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(sending.closest('form')).toHaveAttribute('aria-busy', 'true');

    answer(json(200, { success: true, message: SENT }));
    expect(await screen.findByRole('button', { name: 'Reset password' })).toBeEnabled();
    expect(within(reset).getByLabelText('Email')).not.toHaveAttribute('readonly');
    expect(sending.closest('form')).toHaveAttribute('aria-busy', 'false');
  });
});
