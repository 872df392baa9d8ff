import type { Doctor } from '@umang/common';
import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { doctorsQuery } from '@/features/doctors/hooks/use-doctors';
import HomePage from '@/pages/home';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { createTestQueryClient, renderWithQuery } from '@/test/query';

const makeDoctor = (i: number, available: boolean): Doctor => ({
  _id: `doc-${i}`,
  name: `Dr. Home ${i}`,
  image: `/assets/doctors/home-${i}.svg`,
  speciality: 'Psychologist',
  degree: 'MA',
  experience: i,
  about: '',
  fees: 600,
  available,
  address: { line1: '', line2: '' },
  slots_booked: {},
  blockedSlots: [],
});

// Three doctors, the second not taking appointments.
let doctors = [makeDoctor(1, true), makeDoctor(2, false), makeDoctor(3, true)];

const renderHome = () => {
  const router = createMemoryRouter(
    [
      { path: '/', Component: HomePage },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/doctors', element: <h1>Our Team</h1> },
    ],
    { initialEntries: ['/'] },
  );
  renderWithQuery(<RouterProvider router={router} />, { queryClient });
  return router;
};

let queryClient: QueryClient;
let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  resetSessionStore();
  doctors = [makeDoctor(1, true), makeDoctor(2, false), makeDoctor(3, true)];
  queryClient = createTestQueryClient();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!url.endsWith('/api/doctor/list')) throw new Error(`unexpected call to ${url}`);
      return new Response(JSON.stringify({ success: true, doctors }), { status: 200 });
    }),
  );
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  // The app loads the list once in AppProvider; here the test does it.
  await queryClient.query(doctorsQuery);
});

afterEach(() => vi.unstubAllGlobals());

describe('HomePage', () => {
  it('names the centre in the one h1 and books from the banner', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Umang Child & Mental Health Rehabilitation Centre',
    );
    expect(screen.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/doctors');
  });

  it('shows the three headline numbers with their labels', () => {
    renderHome();
    const stats = [
      ['1,000+', 'Satisfied Patients'],
      ['4.8', 'Average Rating'],
      ['585', 'Followers'],
    ];
    for (const [value, label] of stats) {
      const term = screen.getByText(label!);
      expect(term.tagName).toBe('DT');
      expect(term.parentElement).toHaveTextContent(`${label}${value}`);
      expect(within(term.parentElement!).getByText(value!).tagName).toBe('DD');
    }
  });

  it('has three testimonials as quotes with who said them', () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'What Families Say' });
    expect(within(section).getAllByRole('figure')).toHaveLength(3);
    expect(section.querySelectorAll('blockquote')).toHaveLength(3);
    expect(within(section).getByText('Parent of a 6-year-old')).toBeInTheDocument();
  });

  it('lists the three specialities under #speciality, each opening the filtered team list', () => {
    renderHome();
    const section = document.getElementById('speciality')!;
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Speciality We Have');
    for (const name of ['Psychiatrist', 'Pediatrician', 'Psychologist']) {
      expect(within(section).getByRole('link', { name })).toHaveAttribute(
        'href',
        `/doctors?speciality=${name}`,
      );
    }
  });

  it('lists services and links each condition to its treatment page', () => {
    renderHome();
    const services = screen.getByRole('region', { name: 'Our Services' });
    expect(within(services).getAllByRole('listitem')).toHaveLength(12);
    const conditions = screen.getByRole('region', { name: 'Conditions We Treat' });
    expect(within(conditions).getAllByRole('link')).toHaveLength(10);
    expect(within(conditions).getByRole('link', { name: 'ADHD' })).toHaveAttribute(
      'href',
      '/services/ADHDTreatment',
    );
  });

  it('shows only available doctors as top doctors, each labelled Available', () => {
    renderHome();
    const list = screen.getByRole('list', { name: 'Top doctors' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(list).getAllByText('Available')).toHaveLength(2);
    expect(within(list).queryByText('Dr. Home 2')).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Dr. Home 3' })).toHaveAttribute(
      'href',
      '/appointment/doc-3',
    );
  });

  it('shows four of a large team, and links to the whole team', async () => {
    doctors = Array.from({ length: 10 }, (_, i) => makeDoctor(i + 1, true));
    await queryClient.refetchQueries(doctorsQuery);
    renderHome();
    const list = screen.getByRole('list', { name: 'Top doctors' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByRole('link', { name: 'Dr. Home 4' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meet our whole team' })).toHaveAttribute('href', '/doctors');
  });

  it('offers a signed-in patient booking, not an account, in the closing banner', async () => {
    useSessionStore.getState().setToken('h.eyJzdWIiOiJ1MSJ9.sig');
    const user = userEvent.setup();
    const router = renderHome();
    const banner = screen.getByRole('region', { name: 'Book Appointment With Trusted Doctors' });
    expect(within(banner).queryByRole('link', { name: 'Create Account' })).not.toBeInTheDocument();
    await user.click(within(banner).getByRole('link', { name: 'Book an appointment' }));
    expect(router.state.location.pathname).toBe('/doctors');
  });

  it('ends with the closing banner; Create Account opens /login and scrolls smoothly to the top', async () => {
    const user = userEvent.setup();
    const router = renderHome();
    const banner = screen.getByRole('region', { name: 'Book Appointment With Trusted Doctors' });
    await user.click(within(banner).getByRole('link', { name: 'Create Account' }));

    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('jumps to the top without animation for visitors who ask for reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    const user = userEvent.setup();
    renderHome();
    const banner = screen.getByRole('region', { name: 'Book Appointment With Trusted Doctors' });
    await user.click(within(banner).getByRole('link', { name: 'Create Account' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
