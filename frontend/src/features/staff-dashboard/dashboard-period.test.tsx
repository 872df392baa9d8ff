import { DASHBOARD_RANGE_MESSAGES } from '@umang/common';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, doctor, renderDashboard, serve, startDashboardTest, tableRows } from './test-utils';

/** Three days with bookings, three doctors (one with nothing booked) and two busy slots. */
function busyPeriod(from: string, to: string) {
  return answer(from, to, {
    appointments: { booked: 5, completed: 3, cancelled: 1, noShow: 1, released: 2 },
    revenue: { approved: 2400, pending: 800 },
    byDay: {
      '2026-11-24': { booked: 2, completed: 1, approvedAmount: 800 },
      '2026-11-26': { booked: 3, completed: 2, approvedAmount: 1600 },
    },
    byDoctor: [
      doctor('doc-arjun', 'Dr. Arjun Mehta', { booked: 1 }),
      doctor('doc-idle', 'Dr. Idle Iyer'),
      doctor('doc-kavita', 'Dr. Kavita Rao', { booked: 4, noShow: 1 }),
    ],
    busiestSlots: [
      { weekday: 2, time: '10:30', booked: 2 },
      { weekday: 4, time: '15:00', booked: 3 },
    ],
  });
}

const dateBox = (name: 'From' | 'To') => screen.getByLabelText(name);

beforeEach(startDashboardTest);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Dashboard: a period in charts and tables', () => {
  it('puts every chart figure in a table, out of sight until "Show as a table"', async () => {
    serve(busyPeriod);
    renderDashboard('/admin/dashboard?from=2026-11-24&to=2026-11-26');
    const byDay = await screen.findByRole('table', { name: 'Bookings and approved revenue by day' });
    expect(tableRows(byDay)).toEqual([
      ['Day', 'Booked', 'Completed', 'Approved revenue'],
      ['Tue 24 Nov', '2', '1', '₹800'],
      ['Wed 25 Nov', '0', '0', '₹0'],
      ['Thu 26 Nov', '3', '2', '₹1,600'],
      ['Total', '5', '3', '₹2,400'],
    ]);
    expect(tableRows(screen.getByRole('table', { name: 'No-show rate by doctor' }))).toEqual([
      ['Doctor', 'Booked', 'No-shows', 'No-show rate'],
      ['Dr. Arjun Mehta', '1', '0', '0%'],
      ['Dr. Idle Iyer', '0', '0', '—'],
      ['Dr. Kavita Rao', '4', '1', '25%'],
    ]);

    const section = screen.getByRole('region', { name: 'Bookings and revenue by day' });
    const toggle = within(section).getByRole('button', { name: 'Show as a table' });
    const box = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(box).toContainElement(byDay);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveClass('sr-only');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide table');
    expect(box).not.toHaveClass('sr-only');
    // The drawing itself is hidden from screen readers (which read the table) and from Tab.
    const drawing = section.querySelector('.recharts-responsive-container')!.parentElement;
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing).toHaveAttribute('inert');
  });

  it("shows the period's totals", async () => {
    serve(busyPeriod);
    renderDashboard('/admin/dashboard?from=2026-11-24&to=2026-11-26');
    const term = await screen.findByText('Released unpaid');
    expect(term.nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Revenue approved').nextSibling).toHaveTextContent('₹2,400');
    expect(screen.getByText('Awaiting a decision').nextSibling).toHaveTextContent('₹800');
  });

  it('draws the busiest times as a weekday × time table, Sunday only when booked', async () => {
    serve(busyPeriod);
    renderDashboard('/admin/dashboard?from=2026-11-24&to=2026-11-26');
    const heat = await screen.findByRole('table', { name: 'Appointments booked by weekday and time' });
    const rows = within(heat)
      .getAllByRole('rowheader')
      .map((head) => head.querySelector('.sr-only')?.textContent);
    expect(rows).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(
      within(heat)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['Day', '10:30 am', '3:00 pm']);
    const tuesday = within(heat).getByRole('rowheader', { name: 'Tuesday' }).closest('tr')!;
    expect([...tuesday.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['2', '0']);
    const thursday = within(heat).getByRole('rowheader', { name: 'Thursday' }).closest('tr')!;
    expect(within(thursday).getByRole('cell', { name: '3' })).toHaveClass('bg-primary-dark');
  });

  it('adds a Sunday row when something was booked on a Sunday', async () => {
    serve((from, to) => ({
      ...busyPeriod(from, to),
      busiestSlots: [{ weekday: 0, time: '10:00', booked: 1 }],
    }));
    renderDashboard('/admin/dashboard?from=2026-11-24&to=2026-11-26');
    const heat = await screen.findByRole('table', { name: 'Appointments booked by weekday and time' });
    expect(within(heat).getAllByRole('rowheader').at(-1)).toHaveAccessibleName('Sunday');
  });
});

describe('Dashboard: choosing the period', () => {
  it('asks for the default range without dates, and shows it in the boxes', async () => {
    const api = serve(busyPeriod);
    renderDashboard();
    expect(
      await screen.findByRole('heading', { name: 'Period: 1 Nov 2026 to 26 Nov 2026' }),
    ).toBeInTheDocument();
    expect(dateBox('From')).toHaveValue('2026-11-01');
    expect(dateBox('To')).toHaveValue('2026-11-26');
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.urls()).toContain('/api/admin/dashboard');
  });

  it("refuses a bad range with the API's own words and asks the server nothing", async () => {
    const api = serve(busyPeriod);
    const router = renderDashboard();
    await screen.findByRole('table', { name: 'No-show rate by doctor' });
    const asked = api.urls().length;

    fireEvent.change(dateBox('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(dateBox('To'), { target: { value: '2026-11-10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(DASHBOARD_RANGE_MESSAGES.order);
    expect(dateBox('From')).toHaveAttribute('aria-invalid', 'true');
    expect(dateBox('From').getAttribute('aria-describedby')).toContain(alert.id);
    expect(dateBox('To').getAttribute('aria-describedby')).toContain(alert.id);

    fireEvent.change(dateBox('From'), { target: { value: '2025-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent(DASHBOARD_RANGE_MESSAGES.tooLong);
    fireEvent.change(dateBox('To'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent(DASHBOARD_RANGE_MESSAGES.both);

    expect(api.urls()).toHaveLength(asked);
    expect(router.state.location.search).toBe('');
  });

  it('applies a good range to the URL and the request', async () => {
    const api = serve(busyPeriod);
    const router = renderDashboard();
    await screen.findByRole('table', { name: 'No-show rate by doctor' });
    fireEvent.change(dateBox('From'), { target: { value: '2026-11-02' } });
    fireEvent.change(dateBox('To'), { target: { value: '2026-11-08' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));

    expect(
      await screen.findByRole('heading', { name: 'Period: 2 Nov 2026 to 8 Nov 2026' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2026-11-02&to=2026-11-08');
    expect(api.urls()).toContain('/api/admin/dashboard?from=2026-11-02&to=2026-11-08');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show' })).toHaveFocus();
  });

  it('a preset changes the URL and the range asked for, and Back returns to the one before', async () => {
    // The year is answered empty: a year of days makes a 366-row table, which jsdom is slow to build.
    const api = serve((from, to) => (from.startsWith('2025') ? answer(from, to) : busyPeriod(from, to)));
    const router = renderDashboard();
    await screen.findByRole('table', { name: 'No-show rate by doctor' });

    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(router.state.location.search).toBe('?from=2026-10-28&to=2026-11-26');
    expect(
      await screen.findByRole('heading', { name: 'Period: 28 Oct 2026 to 26 Nov 2026' }),
    ).toBeInTheDocument();
    expect(api.urls()).toContain('/api/admin/dashboard?from=2026-10-28&to=2026-11-26');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(dateBox('From')).toHaveValue('2026-10-28');

    await userEvent.click(screen.getByRole('button', { name: 'Last 12 months' }));
    expect(router.state.location.search).toBe('?from=2025-11-27&to=2026-11-26');
    expect(await screen.findByText('No appointments in this range yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Period: 27 Nov 2025 to 26 Nov 2026' })).toBeInTheDocument();
    expect(api.urls()).toContain('/api/admin/dashboard?from=2025-11-27&to=2026-11-26');

    await router.navigate(-1);
    expect(
      await screen.findByRole('heading', { name: 'Period: 28 Oct 2026 to 26 Nov 2026' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'This month' }));
    expect(router.state.location.search).toBe('');
    expect(
      await screen.findByRole('heading', { name: 'Period: 1 Nov 2026 to 26 Nov 2026' }),
    ).toBeInTheDocument();
  });

  it("refuses a link's bad range before asking, and asks for the rest of the screen", async () => {
    const api = serve(busyPeriod);
    renderDashboard('/admin/dashboard?from=2026-02-30&to=2026-03-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(DASHBOARD_RANGE_MESSAGES.from);
    expect(screen.getByText('Choose a period above to see its figures.')).toBeInTheDocument();
    // The rest of the screen has loaded: its requests are all in.
    await screen.findByRole('table', { name: "Today's appointments by doctor" });
    expect(api.urls().some((url) => url.includes('2026-02-30') || url === '/api/admin/dashboard')).toBe(
      false,
    );
    expect(api.urls()).toContain('/api/admin/dashboard?from=2026-11-26&to=2026-11-26');
  });
});
