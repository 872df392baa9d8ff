import { FORMAT_MESSAGES } from '@umang/common';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import authEn from '@/locales/en/auth.json';
import authHi from '@/locales/hi/auth.json';
import errorsHi from '@/locales/hi/errors.json';
import { resetSessionStore } from '@/stores/session-store';
import { json, renderLoginPage, stubApi } from '../test-utils';

beforeAll(() => {
  i18n.addResourceBundle('hi', 'auth', authHi, true, true);
  i18n.addResourceBundle('hi', 'errors', errorsHi, true, true);
});
beforeEach(() => resetSessionStore());
afterEach(() => vi.unstubAllGlobals());

describe('The account forms in Hindi', { timeout: 15_000 }, () => {
  it('says a message already on screen again in Hindi when the language changes', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({});
    renderLoginPage('/login?mode=login');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Please enter your e-mail address.');

    await act(() => i18n.changeLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: authHi.modes.login.title })).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(authHi.validation.emailRequired);
    expect(screen.getByLabelText(authHi.fields.password)).toHaveAccessibleDescription(
      authHi.validation.passwordRequired,
    );
  });

  it("shows a refused login in Hindi from the server's code", async () => {
    await act(() => i18n.changeLanguage('hi'));
    const user = userEvent.setup({ delay: null });
    stubApi({
      '/api/user/login': () =>
        json(401, { success: false, message: 'Invalid email or password', code: 'bad_credentials' }),
    });
    renderLoginPage('/login?mode=login');
    const card = screen.getByRole('region', { name: authHi.modes.login.title });
    await user.type(within(card).getByLabelText(authHi.fields.email), 'asha@example.in');
    await user.type(within(card).getByLabelText(authHi.fields.password), 'not-my-password');
    await user.click(screen.getByRole('button', { name: authHi.actions.login }));

    expect(await screen.findByText(errorsHi.bad_credentials)).toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });
});

describe('The English validation words', () => {
  it('are the wording shared with the API for e-mail and phone', () => {
    expect(authEn.validation.email).toBe(FORMAT_MESSAGES.email);
    expect(authEn.validation.phone).toBe(FORMAT_MESSAGES.phone);
  });
});
