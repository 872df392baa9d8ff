import { addDays, type DashboardResponse, parseIsoDate, toIsoDate } from '@umang/common';
import { within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import StaffDashboardPage from '@/pages/admin/dashboard';
import { STAFF_TOKEN_KEY } from '@/lib/api-client';
import { useStaffSessionStore } from '@/stores/staff-session-store';
import { renderWithQuery } from '@/test/query';

/** Thursday 26 November 2026, 1:30 am in India: still the 25th in UTC, so a UTC "today" would be wrong. */
export const NOW = new Date('2026-11-25T20:00:00.000Z');

type Doctor = DashboardResponse['byDoctor'][number];

/** Test-only: a doctor's figures, zeros unless given. */
export const doctor = (doctorId: string, name: string, figures: Partial<Doctor> = {}): Doctor => ({
  doctorId,
  name,
  booked: 0,
  completed: 0,
  noShow: 0,
  approvedAmount: 0,
  ...figures,
});

/** Every day from `from` to `to`, zeros unless `byDate` gives the day's figures. */
function days(from: string, to: string, byDate: Record<string, Partial<DashboardResponse['byDay'][number]>>) {
  const out: DashboardResponse['byDay'] = [];
  const last = parseIsoDate(to)!;
  for (let day = parseIsoDate(from)!; toIsoDate(day) <= toIsoDate(last); day = addDays(day, 1)) {
    const date = toIsoDate(day);
    out.push({ date, booked: 0, completed: 0, approvedAmount: 0, ...byDate[date] });
  }
  return out;
}

/** Test-only: an answer of GET /api/admin/dashboard, a new centre's (all zeros) unless changed. */
export function answer(
  from: string,
  to: string,
  changes: Partial<Omit<DashboardResponse, 'byDay'>> & { byDay?: Parameters<typeof days>[2] } = {},
): DashboardResponse {
  const { byDay = {}, ...rest } = changes;
  return {
    success: true,
    from,
    to,
    appointments: { booked: 0, completed: 0, cancelled: 0, noShow: 0, released: 0 },
    revenue: { approved: 0, pending: 0 },
    pendingProofs: { count: 0, oldestMinutes: null },
    byDay: days(from, to, byDay),
    byDoctor: [doctor('doc-idle', 'Dr. Idle Iyer')],
    busiestSlots: [],
    ...rest,
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API's default range at NOW: this IST month so far. */
export const THIS_MONTH = { from: '2026-11-01', to: '2026-11-26' };

/**
 * A fake API: each dashboard request is answered by `reply` with its range (the
 * default range when it names none). `urls()` lists the paths asked for.
 */
export function serve(reply: (from: string, to: string) => Response | DashboardResponse) {
  const fetchMock = vi.fn(async (url: string) => {
    const { searchParams } = new URL(url, 'http://test');
    const from = searchParams.get('from') ?? THIS_MONTH.from;
    const to = searchParams.get('to') ?? THIS_MONTH.to;
    const answered = reply(from, to);
    return answered instanceof Response ? answered : json(200, answered);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { urls: () => fetchMock.mock.calls.map(([url]) => url) };
}

/** A signed-in staff member, and the clock at NOW (only Date is faked: timers run as usual). */
export function startDashboardTest(): void {
  localStorage.setItem(STAFF_TOKEN_KEY, 'staff-token');
  useStaffSessionStore.setState({ staffToken: 'staff-token' });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
}

export function renderDashboard(entry = '/admin/dashboard') {
  const router = createMemoryRouter(
    [
      { path: '/admin/dashboard', element: <StaffDashboardPage /> },
      { path: '/admin/payments', element: <p>Payments screen</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

/** A table's rows as the text of their cells, header row first. */
export const tableRows = (table: HTMLElement): string[][] =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
