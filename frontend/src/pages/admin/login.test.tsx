import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '@/lib/toast';
import { resetStaffSessionStore, useStaffSessionStore } from '@/stores/staff-session-store';
import StaffLoginPage from './login';

const WRONG = 'Invalid email or password';

/** Answers the staff login: refused for any password but the right one. */
function stubLogin() {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const { password } = JSON.parse(init?.body as string) as { password: string };
    return password === 'Console-Kite-2026!'
      ? new Response(JSON.stringify({ success: true, token: 'staff-token' }), { status: 200 })
      : new Response(JSON.stringify({ success: false, message: WRONG }), { status: 401 });
  });
  vi.stubGlobal('fetch', fetchMock);
}

function renderStaffLogin() {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', Component: StaffLoginPage },
      { path: '/admin', element: <h1>Console</h1> },
    ],
    { initialEntries: ['/admin/login'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <ToastContainer />
    </>,
  );
  return router;
}

beforeEach(() => resetStaffSessionStore());
afterEach(() => vi.unstubAllGlobals());

describe('Staff login', () => {
  it('shows a wrong password once, under the field, then lets the right one in', async () => {
    const user = userEvent.setup({ delay: null });
    stubLogin();
    const router = renderStaffLogin();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'meera@umang.example');
    await user.type(screen.getByLabelText('Password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG);
    expect(screen.getAllByText(WRONG)).toHaveLength(1); // no toast repeating it
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(WRONG);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Console-Kite-2026!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Console' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(useStaffSessionStore.getState().staffToken).toBe('staff-token');
    expect(screen.queryByText(WRONG)).not.toBeInTheDocument();
  });
});
