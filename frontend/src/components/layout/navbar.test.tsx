import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { Navbar } from './navbar';

const renderNavbar = () =>
  render(
    <MemoryRouter initialEntries={['/doctors']}>
      <Navbar />
    </MemoryRouter>,
  );

const menuPanel = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

beforeEach(() => useSessionStore.setState({ token: null }));

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

  it('offers Create Account when logged out and My Profile with a token', () => {
    const { unmount } = renderNavbar();
    expect(screen.getAllByRole('link', { name: 'Create Account' })[0]).toHaveAttribute('href', '/login');
    unmount();

    useSessionStore.setState({ token: 'abc' });
    renderNavbar();
    expect(screen.queryByRole('link', { name: 'Create Account' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'My Profile' })[0]).toHaveAttribute('href', '/my-profile');
  });
});
