import type { ConsoleAccount, ConsoleMe } from '@umang/common';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { STAFF_TOKEN_KEY } from '@/lib/api-client';
import { ToastContainer } from '@/lib/toast';
import { useStaffSessionStore } from '@/stores/staff-session-store';
import { makeDoctor } from '@/test/doctors';
import { renderWithQuery } from '@/test/query';
import { AccountsScreen } from './components/accounts-screen';

export const STAFF_TOKEN = 'staff-token-1';

/** Test-only: a console account as GET /api/admin/accounts sends it. */
export const makeAccount = (id: string, changes: Partial<ConsoleAccount> = {}): ConsoleAccount => ({
  id,
  email: `${id}@umang.example`,
  name: `Person ${id}`,
  role: 'staff',
  doctorId: null,
  doctorName: null,
  state: 'active',
  createdAt: '2026-11-02T06:30:00.000Z',
  disabledAt: null,
  ...changes,
});

/** The signed-in admin. */
export const ME: ConsoleMe = {
  id: 'meera',
  email: 'meera@umang.example',
  name: 'Meera Iyer',
  role: 'admin',
  doctorId: null,
  doctorName: null,
};

export const DOCTORS = [makeDoctor('Rao', { speciality: 'Psychiatrist' }), makeDoctor('Bose')];

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Route = (id: string, body: Record<string, unknown>) => Response | undefined;

/** What the server does for create, send-code and disable: the account as it then stands. */
function act(list: ConsoleAccount[], action: string, id: string, body: Record<string, unknown>) {
  if (action === 'create') {
    const doctor = DOCTORS.find((d) => d._id === body.doctorId);
    const changes = {
      ...body,
      doctorName: doctor?.name ?? null,
      state: 'invited',
    } as Partial<ConsoleAccount>;
    const account = makeAccount(`new-${list.length}`, changes);
    list.push(account);
    return account;
  }
  const at = list.findIndex((a) => a.id === id);
  if (action === 'disable') {
    list[at] = { ...list[at]!, state: 'disabled', disabledAt: '2026-11-25T05:00:00.000Z' };
  }
  return list[at]!;
}

const ACCOUNT_PATH = /^\/api\/admin\/accounts(?:\/([^/]+)\/([a-z-]+))?$/;

/**
 * A fake console API over `accounts`: the list, /me, the doctors, and create, send-code and
 * disable as the server would answer them, unless a test's route answers first.
 */
export function serve(accounts: ConsoleAccount[], routes: Partial<Record<string, Route>> = {}) {
  const list = [...accounts];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const { pathname } = new URL(url, 'http://test');
    if (pathname === '/api/admin/me') return json(200, { success: true, account: ME });
    if (pathname === '/api/admin/doctors') return json(200, { success: true, doctors: DOCTORS });
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    const [, id = '', action = init.method === 'POST' ? 'create' : 'list'] =
      ACCOUNT_PATH.exec(pathname) ?? [];
    const answered = routes[action]?.(id, body);
    if (answered) return answered;
    if (action === 'list') return json(200, { success: true, accounts: list });
    const account = act(list, action, id, body);
    return json(action === 'create' ? 201 : 200, { success: true, message: 'Done', account });
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (path: string, method = 'GET') =>
    fetchMock.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method);
  const bodyOf = (call: [string, RequestInit?] | undefined) => JSON.parse(String(call?.[1]?.body)) as unknown;
  return { fetchMock, list, calls, bodyOf };
}

/** A signed-in staff token, as the console has after the login. */
export function startStaffSession(): void {
  localStorage.setItem(STAFF_TOKEN_KEY, STAFF_TOKEN);
  useStaffSessionStore.setState({ staffToken: STAFF_TOKEN });
}

export const renderScreen = () =>
  renderWithQuery(
    <MemoryRouter initialEntries={['/admin/accounts']}>
      <AccountsScreen />
      <ToastContainer />
    </MemoryRouter>,
  );
