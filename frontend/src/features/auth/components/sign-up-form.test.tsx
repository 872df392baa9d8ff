import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORMAT_MESSAGES } from '@umang/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '@/stores/session-store';
import { json, renderLoginPage, stubApi } from '../test-utils';

const SEND = '/api/user/send-otp';
const REGISTER = '/api/user/register';

const DETAILS = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  password: 'Kite-Sunrise-2026',
  phone: '9812345678',
};

const card = () => screen.getByRole('region', { name: 'Create Account' });
const field = (label: string) => within(card()).getByLabelText(label);

const adultBox = () => within(card()).getByRole('checkbox', { name: 'I am 18 or older' });
const remindersBox = () =>
  within(card()).getByRole('checkbox', { name: 'E-mail me a reminder the day before each visit' });

async function fillDetails(
  user: ReturnType<typeof userEvent.setup>,
  values = DETAILS,
  consent = true,
  adult = true,
) {
  if (values.name) await user.type(field('Full Name'), values.name);
  if (values.email) await user.type(field('Email'), values.email);
  if (values.password) await user.type(field('Password'), values.password);
  if (values.phone) await user.type(field('Phone'), values.phone);
  if (adult) await user.click(adultBox());
  if (consent)
    await user.click(within(card()).getByRole('checkbox', { name: /I agree that Umang may store/ }));
}

const happyApi = () =>
  stubApi({
    [SEND]: () => json(200, { success: true, message: 'OTP sent to your email' }),
    [REGISTER]: () => json(200, { success: true, token: 'token-123', message: 'Account created' }),
  });

beforeEach(() => resetSessionStore());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Typing whole forms in jsdom is slow on a busy machine.
describe('Sign up', { timeout: 15_000 }, () => {
  it('sends the OTP, counts down to Resend OTP, then creates the account with consent and logs in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
    const api = happyApi();
    renderLoginPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(within(card()).queryByLabelText('OTP')).not.toBeInTheDocument();

    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText('OTP sent to your email')).toBeInTheDocument();
    expect(api.bodies(SEND)).toEqual([{ email: DETAILS.email }]);
    const otp = await within(card()).findByLabelText('OTP');
    await waitFor(() => expect(otp).toHaveFocus());
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    const resend = screen.getByRole('button', { name: /^Resend OTP in \d+ s$/ });
    expect(resend).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    expect(screen.getByText(/You can ask for a new code now/)).toBeInTheDocument();

    await user.type(otp, '04a29 17');
    expect(otp).toHaveValue('042917'); // digits only
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Opening your account…');
    expect(api.bodies(REGISTER)).toEqual([
      { ...DETAILS, otp: '042917', consent: true, adult: true, reminders: false },
    ]);
    expect(localStorage.getItem('token')).toBe('token-123');
  });

  it('shows "Sending…" on a disabled button while the OTP is on its way', async () => {
    const user = userEvent.setup({ delay: null });
    let answer!: (response: Response) => void;
    stubApi({ [SEND]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderLoginPage();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer(json(200, { success: true, message: 'OTP sent to your email' }));
    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('names every empty field, sends nothing and puts the cursor in the first one', async () => {
    const user = userEvent.setup({ delay: null });
    const api = happyApi();
    renderLoginPage();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    for (const [label, message] of [
      ['Full Name', 'Please enter your full name.'],
      ['Email', 'Please enter your e-mail address.'],
      ['Password', 'Please choose a password.'],
      ['Phone', 'Please enter your 10-digit mobile number.'],
    ]) {
      expect(field(label!)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label!)).toHaveAccessibleDescription(expect.stringContaining(message!));
    }
    expect(screen.getByText(/Please tick the box to agree/)).toHaveAttribute('role', 'alert');
    expect(field('Full Name')).toHaveFocus();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a bad phone number, a bad e-mail and a short password with their messages', async () => {
    const user = userEvent.setup({ delay: null });
    const api = happyApi();
    renderLoginPage();
    await fillDetails(user, { ...DETAILS, email: 'asha@example', password: 'short', phone: '58123 45678' });
    expect(field('Phone')).toHaveValue('5812345678'); // the space never reaches the box
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(field('Phone')).toHaveAccessibleDescription(expect.stringContaining(FORMAT_MESSAGES.phone));
    expect(field('Email')).toHaveAccessibleDescription(expect.stringContaining(FORMAT_MESSAGES.email));
    expect(field('Password')).toHaveAccessibleDescription(expect.stringContaining('8 to 128 characters.'));
    expect(field('Email')).toHaveFocus();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('will not create the account while the consent box is unticked', async () => {
    const user = userEvent.setup({ delay: null });
    const api = happyApi();
    renderLoginPage();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const consent = within(card()).getByRole('checkbox', { name: /I agree/ });
    await user.click(consent); // changes their mind
    await user.type(await screen.findByLabelText('OTP'), '042917');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(consent).not.toBeChecked();
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAccessibleDescription(expect.stringContaining('Please tick the box to agree'));
    expect(consent).toHaveFocus();
    expect(api.paths()).toEqual([SEND]);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends no code to someone who has not confirmed being 18, and says how a child is signed up', async () => {
    const user = userEvent.setup({ delay: null });
    const api = happyApi();
    renderLoginPage();
    expect(adultBox()).not.toBeChecked();
    expect(adultBox()).toHaveAccessibleDescription(
      'Signing up for a child? A parent or guardian creates the account, then adds the child as a family member.',
    );
    await fillDetails(user, DETAILS, true, false);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(adultBox()).toHaveAttribute('aria-invalid', 'true');
    expect(adultBox()).toHaveAccessibleDescription(
      expect.stringContaining('Please tick the box to confirm that you are 18 or older.'),
    );
    expect(adultBox()).toHaveFocus();
    expect(api.fetchMock).not.toHaveBeenCalled();

    await user.click(adultBox());
    expect(adultBox()).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await within(card()).findByLabelText('OTP')).toBeInTheDocument();
    expect(api.paths()).toEqual([SEND]);
  });

  it('asks for reminder mails only when the box is ticked, and links the consent to the privacy notice', async () => {
    const user = userEvent.setup({ delay: null });
    const api = happyApi();
    renderLoginPage();
    const notice = within(card()).getByRole('link', { name: /^privacy notice\s?\(opens in a new tab\)$/ });
    // A new tab: the form keeps what was typed while the notice is read.
    expect(notice).toHaveAttribute('href', '/privacy');
    expect(notice).toHaveAttribute('target', '_blank');
    expect(notice).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(remindersBox()).not.toBeChecked();
    expect(remindersBox()).toHaveAccessibleDescription(
      'Optional. You can turn it off at any time in My Profile.',
    );

    await fillDetails(user);
    await user.click(remindersBox());
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await within(card()).findByLabelText('OTP'), '042917');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await vi.waitFor(() => expect(api.bodies(REGISTER)).toHaveLength(1));
    expect(api.bodies(REGISTER)[0]).toMatchObject({ adult: true, consent: true, reminders: true });
  });

  it('goes back to Send OTP when the e-mail is changed after sending', async () => {
    const user = userEvent.setup({ delay: null });
    const api = happyApi();
    renderLoginPage();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '042917');

    await user.type(field('Email'), 'm');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(within(card()).queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend OTP/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByLabelText('OTP')).toHaveValue(''); // the old code is gone
    expect(api.bodies(SEND)).toEqual([{ email: DETAILS.email }, { email: `${DETAILS.email}m` }]);
  });

  it("shows the server's reason once, as a toast, and stays on Send OTP", async () => {
    const user = userEvent.setup({ delay: null });
    const reason = 'Please wait 42 seconds before asking for a new code.';
    stubApi({ [SEND]: () => json(429, { success: false, message: reason }) });
    renderLoginPage();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findAllByText(reason)).toHaveLength(1);
    expect(within(card()).queryByText(reason)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(within(card()).queryByLabelText('OTP')).not.toBeInTheDocument();
  });

  it('shows a refused registration (wrong OTP) and keeps the OTP step', async () => {
    const user = userEvent.setup({ delay: null });
    const reason = 'Invalid or expired OTP. Please check the code or ask for a new one.';
    stubApi({
      [SEND]: () => json(200, { success: true, message: 'OTP sent to your email' }),
      [REGISTER]: () => json(400, { success: false, message: reason }),
    });
    renderLoginPage();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '111111');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findAllByText(reason)).toHaveLength(1);
    expect(within(card()).queryByText(reason)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
