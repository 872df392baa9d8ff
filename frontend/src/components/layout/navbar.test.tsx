import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { Navbar } from './navbar';

function Path() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const renderNavbar = () =>
  render(
    <MemoryRouter initialEntries={['/doctors']}>
      <Navbar />
      <Path />
    </MemoryRouter>,
  );

const desktopNav = () => {
  const panel = menuPanel(screen.getByRole('button', { name: /Menu|मेन्यू/ }));
  return screen.getAllByRole('navigation').find((nav) => nav !== panel && !panel.contains(nav))!;
};

const menuPanel = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

beforeEach(() => useSessionStore.setState({ token: null }));
afterEach(() => vi.unstubAllGlobals());

describe('Navbar', () => {
  it('lists the seven site links in order and marks the current page', () => {
    renderNavbar();
    const panel = menuPanel(screen.getByRole('button', { name: 'Menu' }));
    const desktop = screen.getAllByRole('navigation', { name: 'Main' }).find((nav) => nav !== panel)!;
    const links = within(desktop).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'About',
      'Our Team',
      'Services',
      'Internships',
      'Govt-Benefits',
      'Wall of Honour',
      'Contact',
    ]);
    expect(within(desktop).getByRole('link', { name: 'Our Team' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the menu by keyboard, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const button = screen.getByRole('button', { name: 'Menu' });
    const panel = menuPanel(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();

    await user.tab();
    expect(button).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the menu when a link in it is followed', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(within(menuPanel(button)).getByRole('link', { name: 'Contact' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers Log in beside Create Account when logged out, in the bar and in the menu', async () => {
    const user = userEvent.setup();
    renderNavbar();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?mode=login');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/login');

    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    const panel = menuPanel(button);
    // Log in comes first: a returning patient meets it before the sign-up.
    const [logIn, create] = within(panel).getAllByRole('link').slice(-2);
    expect(logIn).toHaveTextContent('Log in');
    expect(logIn).toHaveAttribute('href', '/login?mode=login');
    expect(create).toHaveTextContent('Create Account');
    expect(create).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('gives a logged-in patient the avatar menu: My Profile, My Appointment, Logout', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().setToken('abc');
    const fetchMock = vi.fn(async () => new Response('{"success":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderNavbar();
    expect(screen.queryByRole('link', { name: 'Create Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    const avatar = screen.getByRole('button', { name: 'Account' });
    const panel = menuPanel(avatar);
    expect(panel).not.toBeVisible();
    await user.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
    expect(within(panel).getByRole('link', { name: 'My Appointment' })).toHaveAttribute(
      'href',
      '/my-appointment',
    );
    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(avatar).toHaveFocus();

    await user.click(avatar);
    await user.click(within(panel).getByRole('button', { name: 'Logout' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/user/logout', expect.objectContaining({ method: 'POST' }));
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Create Account' })[0]).toBeInTheDocument();
  });

  it('switches to Hindi in place: the links, <html lang> and the stored choice', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const hindi = screen.getAllByRole('button', { name: 'हिन्दी' })[0]!;
    expect(hindi).toHaveAttribute('lang', 'hi');
    expect(hindi).toHaveAttribute('aria-pressed', 'false');

    await user.click(hindi);
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));

    const links = within(desktopNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'हमारे बारे में',
      'हमारी टीम',
      'सेवाएँ',
      'इंटर्नशिप',
      'सरकारी लाभ',
      'सम्मान की दीवार',
      'संपर्क',
    ]);
    expect(screen.getAllByRole('button', { name: 'हिन्दी' })[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'मेन्यू' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('lang')).toBe('hi');
    expect(screen.getByTestId('path')).toHaveTextContent('/doctors');
  });
});
