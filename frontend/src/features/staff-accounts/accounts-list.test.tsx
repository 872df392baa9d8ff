import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStaffSessionStore } from '@/stores/staff-session-store';
import { json, makeAccount, ME, renderScreen, serve, STAFF_TOKEN, startStaffSession } from './test-utils';

const ACCOUNTS = [
  makeAccount(ME.id, { name: ME.name, email: ME.email, role: 'admin' }),
  makeAccount('asha', { name: 'Asha Verma', state: 'invited' }),
  makeAccount('rao', { name: 'Dr. Rao', role: 'doctor', doctorId: 'Rao', doctorName: 'Dr. Rao' }),
  makeAccount('old', { name: 'Old Clerk', state: 'disabled', disabledAt: '2026-11-20T06:00:00.000Z' }),
];

const row = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

beforeEach(() => {
  resetStaffSessionStore();
  startStaffSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('Accounts list', () => {
  it('shows each account with its role, state and date, and marks the signed-in admin', async () => {
    const { calls } = serve(ACCOUNTS);
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the accounts…');

    const me = within(await row('Meera Iyer (you)'));
    expect(me.getByText('Administrator')).toBeInTheDocument();
    expect(me.getByRole('button', { name: 'Send a new code to Meera Iyer' })).toBeInTheDocument();
    expect(me.queryByRole('button', { name: /^Disable/ })).not.toBeInTheDocument();

    const asha = within(await row('Asha Verma'));
    expect(asha.getByText('Invited')).toBeInTheDocument();
    expect(asha.getByText('Waiting for them to set a password')).toBeInTheDocument();
    expect(asha.getByText('Staff')).toBeInTheDocument();
    expect(asha.getByText('2 November 2026')).toBeInTheDocument();
    expect(asha.getByRole('button', { name: 'Disable Asha Verma’s account' })).toBeInTheDocument();

    expect(within(await row('Dr. Rao')).getByText('Doctor — Dr. Rao')).toBeInTheDocument();
    const old = within(await row('Old Clerk'));
    expect(old.getByText('Disabled on 20 November 2026')).toBeInTheDocument();
    expect(old.queryByRole('button')).not.toBeInTheDocument();
    const [[, init]] = calls('/api/admin/accounts') as [[string, RequestInit]];
    expect(init.headers).toMatchObject({ token: STAFF_TOKEN });
  });

  it('says so when there are no accounts', async () => {
    serve([]);
    renderScreen();
    expect(await screen.findByText(/No console accounts yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message and loads again on Retry", async () => {
    let failing = true;
    serve(ACCOUNTS, {
      list: () => (failing ? json(503, { success: false, message: 'The database is away.' }) : undefined),
    });
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is away.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await row('Asha Verma')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Account actions', () => {
  it('mails a new code and announces it', async () => {
    const { calls } = serve(ACCOUNTS);
    renderScreen();
    await userEvent.click(within(await row('Asha Verma')).getByRole('button', { name: /^Send a new code/ }));
    expect(await screen.findByText('A new code was mailed to asha@umang.example.')).toBeInTheDocument();
    expect(calls('/api/admin/accounts/asha/send-code', 'POST')).toHaveLength(1);
  });

  it('shows the wait between codes beside the row', async () => {
    serve(ACCOUNTS, {
      'send-code': () =>
        json(429, { success: false, message: 'Please wait 42 seconds before asking again.' }),
    });
    renderScreen();
    const asha = within(await row('Asha Verma'));
    await userEvent.click(asha.getByRole('button', { name: /^Send a new code/ }));
    expect(await asha.findByRole('alert')).toHaveTextContent('Please wait 42 seconds before asking again.');
  });

  it('disables an account after the confirmation, and the row says so', async () => {
    const user = userEvent.setup();
    const { calls } = serve(ACCOUNTS);
    renderScreen();
    const asha = within(await row('Asha Verma'));
    await user.click(asha.getByRole('button', { name: /^Disable/ }));
    const question = asha.getByRole('group', { name: 'Disable Asha Verma’s account?' });
    expect(question).toHaveTextContent('Their sessions end at once');
    expect(question).toHaveTextContent('This cannot be undone.');
    expect(calls('/api/admin/accounts/asha/disable', 'POST')).toHaveLength(0);

    await user.click(within(question).getByRole('button', { name: 'Disable account' }));
    expect(await asha.findByText('Disabled on 25 November 2026')).toBeInTheDocument();
    expect(calls('/api/admin/accounts/asha/disable', 'POST')).toHaveLength(1);
    expect(await screen.findByText(/Asha Verma’s account is disabled/)).toBeInTheDocument();
    expect(asha.getByRole('rowheader')).toHaveFocus();
  });

  it("keeps the account and shows the server's refusal when it is the last admin", async () => {
    const user = userEvent.setup();
    const refusal = 'The last active administrator cannot be disabled.';
    serve([...ACCOUNTS, makeAccount('ravi', { name: 'Ravi', role: 'admin' })], {
      disable: () => json(409, { success: false, message: refusal, code: 'last_admin' }),
    });
    renderScreen();
    const ravi = within(await row('Ravi'));
    await user.click(ravi.getByRole('button', { name: /^Disable/ }));
    await user.click(ravi.getByRole('button', { name: 'Disable account' }));
    expect(await ravi.findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() => expect(ravi.getByRole('button', { name: /^Disable/ })).toHaveFocus());
    expect(ravi.getByText('Active')).toBeInTheDocument();
  });
});
