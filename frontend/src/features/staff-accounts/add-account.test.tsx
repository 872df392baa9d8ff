import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORMAT_MESSAGES } from '@umang/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStaffSessionStore } from '@/stores/staff-session-store';
import { json, makeAccount, ME, renderScreen, serve, startStaffSession } from './test-utils';

const ACCOUNTS = [makeAccount(ME.id, { name: ME.name, email: ME.email, role: 'admin' })];
const CREATE = '/api/admin/accounts';

let user: ReturnType<typeof userEvent.setup>;
const form = () => within(screen.getByRole('region', { name: 'Add an account' }));
const submit = () => user.click(form().getByRole('button', { name: 'Create account and mail the code' }));

async function fillIn(email: string, name: string) {
  await screen.findByRole('rowheader', { name: 'Meera Iyer (you)' });
  await user.type(form().getByLabelText('E-mail'), email);
  await user.type(form().getByLabelText('Full name'), name);
}

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  resetStaffSessionStore();
  startStaffSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('Add an account', () => {
  it('sends the e-mail, name and role only, refreshes the list and says where the code goes', async () => {
    const server = serve(ACCOUNTS);
    renderScreen();
    await fillIn('  asha@umang.example ', 'Asha Verma');
    expect(form().getByRole('radio', { name: /^Staff/ })).toBeChecked();
    expect(form().queryByLabelText('Doctor')).not.toBeInTheDocument();
    await submit();

    const notice = await screen.findByText(/Account created for Asha Verma \(Staff\)/);
    expect(server.bodyOf(server.calls(CREATE, 'POST')[0])).toEqual({
      email: 'asha@umang.example',
      name: 'Asha Verma',
      role: 'staff',
    });
    const box = notice.closest('[role="status"]')!;
    expect(box).toHaveFocus();
    expect(box).toHaveTextContent('We mailed a six-digit code to asha@umang.example');
    expect(box).toHaveTextContent('valid for 10 minutes');
    expect(box).toHaveTextContent(/\/admin\/set-password/);
    expect(await screen.findByRole('rowheader', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(server.calls(CREATE)).toHaveLength(2);
    expect(form().getByLabelText('E-mail')).toHaveValue('');
    expect(form().getByLabelText('Full name')).toHaveValue('');
  });

  it('asks for a doctor only for the Doctor role, and sends the one chosen', async () => {
    const server = serve([...ACCOUNTS, makeAccount('bose', { role: 'doctor', doctorId: 'Bose' })]);
    renderScreen();
    await fillIn('rao@umang.example', 'Dr. Rao');
    await user.click(form().getByRole('radio', { name: /^Doctor/ }));
    const doctor = await form().findByRole('combobox', { name: 'Doctor' });
    await waitFor(() => expect(doctor).toBeEnabled());
    expect(within(doctor).getByRole('option', { name: /Dr\. Bose — already has an account/ })).toBeDisabled();
    await submit();
    expect(doctor).toHaveAccessibleDescription(/Please choose the doctor this account belongs to\./);
    expect(doctor).toHaveFocus();
    expect(server.calls(CREATE, 'POST')).toHaveLength(0);

    await user.selectOptions(doctor, 'Rao');
    await submit();
    expect(await screen.findByText(/Account created for Dr\. Rao \(Doctor — Dr\. Rao\)/)).toBeInTheDocument();
    expect(server.bodyOf(server.calls(CREATE, 'POST')[0])).toEqual({
      email: 'rao@umang.example',
      name: 'Dr. Rao',
      role: 'doctor',
      doctorId: 'Rao',
    });
  });

  it('leaves the doctor out when another role is chosen after all', async () => {
    const server = serve(ACCOUNTS);
    renderScreen();
    await fillIn('lata@umang.example', 'Lata');
    await user.click(form().getByRole('radio', { name: /^Doctor/ }));
    const doctor = await form().findByRole('combobox', { name: 'Doctor' });
    await waitFor(() => expect(doctor).toBeEnabled());
    await user.selectOptions(doctor, 'Rao');
    await user.click(form().getByRole('radio', { name: /^Administrator/ }));
    await submit();
    await screen.findByText(/Account created for Lata \(Administrator\)/);
    expect(server.bodyOf(server.calls(CREATE, 'POST')[0])).toEqual({
      email: 'lata@umang.example',
      name: 'Lata',
      role: 'admin',
    });
  });

  it('checks the fields before sending', async () => {
    const server = serve(ACCOUNTS);
    renderScreen();
    await fillIn('asha.umang.example', ' ');
    await submit();
    const email = form().getByLabelText('E-mail');
    expect(email).toHaveAccessibleDescription(FORMAT_MESSAGES.email);
    expect(email).toHaveFocus();
    expect(form().getByLabelText('Full name')).toHaveAccessibleDescription('Please enter the full name.');
    expect(server.calls(CREATE, 'POST')).toHaveLength(0);
  });

  it('shows at the e-mail that it already has an account', async () => {
    const taken = 'An account with this e-mail already exists.';
    serve(ACCOUNTS, { create: () => json(409, { success: false, message: taken, code: 'email_taken' }) });
    renderScreen();
    await fillIn('meera@umang.example', 'Meera again');
    await submit();
    const email = form().getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription(taken));
    expect(email).toHaveFocus();
    expect(email).toHaveValue('meera@umang.example');
    expect(screen.queryByText(/Account created/)).not.toBeInTheDocument();
  });

  it('shows any other refusal above the button', async () => {
    serve(ACCOUNTS, { create: () => json(400, { success: false, message: 'name must be shorter' }) });
    renderScreen();
    await fillIn('asha@umang.example', 'Asha');
    await submit();
    expect(await form().findByRole('alert')).toHaveTextContent('name must be shorter');
  });
});
