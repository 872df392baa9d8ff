import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, doctor, json, renderDashboard, serve, startDashboardTest, tableRows } from './test-utils';

const TODAY = '2026-11-26';
const WEEK = { from: '2026-11-23', to: TODAY };
const MONTH = { from: '2026-11-01', to: TODAY };

/** Today's, this week's and this month's answers, told apart by their ranges. */
function busyCentre(from: string, to: string) {
  if (from === TODAY && to === TODAY) {
    return answer(from, to, {
      pendingProofs: { count: 4, oldestMinutes: 200 },
      byDoctor: [
        doctor('doc-arjun', 'Dr. Arjun Mehta', { booked: 2, completed: 2 }),
        doctor('doc-idle', 'Dr. Idle Iyer'),
        doctor('doc-kavita', 'Dr. Kavita Rao', { booked: 3, completed: 1, noShow: 1 }),
      ],
    });
  }
  if (from === WEEK.from) return answer(from, to, { revenue: { approved: 4200, pending: 700 } });
  return answer(from, to, { revenue: { approved: 21500, pending: 0 } });
}

beforeEach(startDashboardTest);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Dashboard: today at a glance', () => {
  it("shows today's appointments of each busy doctor with the day's totals", async () => {
    const api = serve(busyCentre);
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Today, Thu 26 Nov' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: "Today's appointments by doctor" });
    expect(tableRows(table)).toEqual([
      ['Doctor', 'Booked', 'Completed', 'No-show'],
      ['Dr. Arjun Mehta', '2', '2', '0'],
      ['Dr. Kavita Rao', '3', '1', '1'],
      ['Total', '5', '3', '1'],
    ]);
    // Asked with IST's today, which is still yesterday in UTC at this hour.
    expect(api.urls()).toContain(`/api/admin/dashboard?from=${TODAY}&to=${TODAY}`);
  });

  it('shows how many proofs wait and how long the oldest has, with the way to them', async () => {
    serve(busyCentre);
    renderDashboard();
    expect(await screen.findByText('Oldest waiting 3 h 20 min')).toBeInTheDocument();
    expect(screen.getByText('proofs waiting for a decision').previousSibling).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: 'Review payments' })).toHaveAttribute('href', '/admin/payments');
  });

  it("shows this week's (from Monday) and this month's approved revenue in rupees", async () => {
    const api = serve(busyCentre);
    renderDashboard();
    const week = (await screen.findByRole('heading', { name: 'This week' })).parentElement!;
    expect(within(week).getByText('Mon 23 Nov to Thu 26 Nov')).toBeInTheDocument();
    expect(within(week).getByText('₹4,200')).toBeInTheDocument();
    expect(week).toHaveTextContent('₹700 awaiting a decision');
    const month = screen.getByRole('heading', { name: 'This month' }).parentElement!;
    expect(within(month).getByText('Sun 1 Nov to Thu 26 Nov')).toBeInTheDocument();
    expect(within(month).getByText('₹21,500')).toBeInTheDocument();
    expect(month).not.toHaveTextContent('awaiting');
    expect(api.urls()).toEqual(
      expect.arrayContaining([
        `/api/admin/dashboard?from=${WEEK.from}&to=${WEEK.to}`,
        `/api/admin/dashboard?from=${MONTH.from}&to=${MONTH.to}`,
      ]),
    );
  });

  it('looks sensible on a new centre: loading first, then empty states and zeros', async () => {
    serve((from, to) => answer(from, to));
    renderDashboard();
    expect(screen.getByText('Loading today’s figures…')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Loading the figures for this period…')).toHaveAttribute('role', 'status');

    expect(await screen.findByText('No appointments today.')).toBeInTheDocument();
    expect(screen.getByText('No payment proofs waiting.')).toBeInTheDocument();
    expect(screen.queryByText(/Oldest waiting/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open payments' })).toHaveAttribute('href', '/admin/payments');
    expect(await screen.findByText('No appointments in this range yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bookings and revenue by day' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says what failed in the server's words, and Retry loads the figures", async () => {
    let down = true;
    serve((from, to) =>
      down ? json(503, { success: false, message: 'Database is asleep' }) : busyCentre(from, to),
    );
    renderDashboard();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('Database is asleep'),
      expect.stringContaining('Database is asleep'),
    ]);

    down = false;
    await userEvent.click(within(alerts[0]!).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Oldest waiting 3 h 20 min')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /^Period:/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
