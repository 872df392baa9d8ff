import type { UserProfile } from '@umang/common';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import LoginPage from './login';

function renderLogin(search: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/', element: <h1>Home page</h1> },
      { path: '/appointment/:docId', element: <h1>Booking page</h1> },
    ],
    { initialEntries: [`/login${search}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** What a successful log-in or sign-up leaves behind: a token, then the profile. */
const logIn = () =>
  act(() => useSessionStore.setState({ token: 't-1', userData: { name: 'Asha' } as UserProfile }));

beforeEach(() => resetSessionStore());

describe('/login and ?next=', () => {
  it('goes back to the booking page named in next, with its day and time', async () => {
    const router = renderLogin('?next=%2Fappointment%2Fd1%3Fday%3D24_11_2026%26time%3D10%3A30');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Booking page');
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Booking page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/appointment/d1');
    expect(router.state.location.search).toBe('?day=24_11_2026&time=10:30');
    // Replaced: Back does not return to the login form.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(['?next=https%3A%2F%2Fevil.example', '?next=%2F%2Fevil.example', '?next=%2F%5Cevil.example', ''])(
    'goes home for %j',
    async (search) => {
      const router = renderLogin(search);
      await logIn();
      expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );
});
