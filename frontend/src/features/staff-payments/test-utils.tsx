import type { PaymentStatus, StaffPaymentRow } from '@umang/common';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { STAFF_TOKEN_KEY } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ToastContainer } from '@/lib/toast';
import { useStaffSessionStore } from '@/stores/staff-session-store';
import { createTestQueryClient, renderWithQuery } from '@/test/query';
import { PaymentsScreen } from './components/payments-screen';

export const STAFF_TOKEN = 'staff-token-1';

/** Test-only: a payment proof as GET /api/admin/payments sends it. */
export const makeRow = (i: number, status: PaymentStatus = 'pending'): StaffPaymentRow => ({
  appointmentId: `appt-${i}`,
  status,
  name: `Payer ${i}`,
  transactionId: `41827364551${i}`,
  submittedAt: '2026-11-22T01:39:26.517Z',
  reviewedAt: status === 'pending' ? null : '2026-11-22T06:00:00.000Z',
  reason: status === 'rejected' ? `No credit found ${i}` : null,
  receiptNumber: status === 'accepted' ? `UMG/2026-27/00000${i}` : null,
  amount: 800,
  slotDate: '23_11_2026',
  slotTime: '15:30',
  cancelled: false,
  patient: { name: `Patient ${i}`, relation: 'self', gender: '' },
  account: { name: `Patient ${i}`, email: `patient${i}@example.in`, phone: `98123456${i}0` },
  doctor: { id: `doc-${i}`, name: `Dr. Test ${i}`, speciality: 'Psychiatrist' },
});

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (id: string, body: Record<string, unknown>) => Response | Promise<Response>;

/**
 * A fake staff API over `rows`: lists filter by ?status=, and approve/reject
 * move a row as the server would, unless a test overrides the answer.
 */
export function serve(
  rows: StaffPaymentRow[],
  overrides: {
    decide?: Handler;
    /** Answers a path the fake does not know itself (the statement routes); undefined: not handled. */
    route?: (pathname: string, init: RequestInit) => Response | undefined;
  } = {},
) {
  const list = [...rows];
  let gate: Promise<void> | null = null;
  const count = (status: PaymentStatus) => list.filter((r) => r.status === status).length;
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const { pathname, searchParams } = new URL(url, 'http://test');
    const routed = overrides.route?.(pathname, init);
    if (routed) return routed;
    const decided = /^\/api\/admin\/payments\/([^/]+)\/(approve|reject)$/.exec(pathname);
    if (decided) {
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      const [, id, verb] = decided;
      if (overrides.decide) return overrides.decide(id!, body);
      const at = list.findIndex((r) => r.appointmentId === id);
      list[at] = { ...list[at]!, status: verb === 'approve' ? 'accepted' : 'rejected' };
      return json(200, {
        success: true,
        message: verb === 'approve' ? 'Payment approved' : 'Payment rejected',
      });
    }
    if (gate) await gate;
    const status = (searchParams.get('status') ?? 'pending') as PaymentStatus;
    const counts = { pending: count('pending'), accepted: count('accepted'), rejected: count('rejected') };
    const page = Number(searchParams.get('page') ?? 1);
    const pageSize = Number(searchParams.get('pageSize') ?? 20);
    const payments = list.filter((r) => r.status === status).slice((page - 1) * pageSize, page * pageSize);
    return json(200, { success: true, status, counts, payments, page, pageSize });
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (match: (url: string, init: RequestInit) => boolean): [string, RequestInit][] =>
    fetchMock.mock.calls
      .map(([url, init]): [string, RequestInit] => [url, init ?? {}])
      .filter(([url, init]) => match(url, init));
  const listCalls = () => calls((url) => url.startsWith('/api/admin/payments?'));
  /** Holds list answers back until released: shows what the screen does before the refetch lands. */
  const holdLists = () => {
    let release = () => {};
    gate = new Promise((resolve) => (release = resolve));
    return () => {
      gate = null;
      release();
    };
  };
  return { fetchMock, list, calls, listCalls, holdLists };
}

let queryClient: QueryClient;

/** A signed-in staff member and a fresh cache. */
export function startStaffSession(): void {
  localStorage.setItem(STAFF_TOKEN_KEY, STAFF_TOKEN);
  useStaffSessionStore.setState({ staffToken: STAFF_TOKEN });
  queryClient = createTestQueryClient();
}

/** The pending count the console's navigation shows (undefined until counted). */
export const pendingCount = (): number | undefined =>
  queryClient.getQueryData<number>(queryKeys.staff.pendingCount());

export const renderScreen = (entry = '/admin') =>
  renderWithQuery(
    <MemoryRouter initialEntries={[entry]}>
      <PaymentsScreen />
      <ToastContainer />
    </MemoryRouter>,
    { queryClient },
  );
