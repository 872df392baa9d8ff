import { type PaymentProof, slotStartsAtIso, type StaffAppointment } from '@umang/common';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { ToastContainer } from '@/lib/toast';
import MyDayPage from '@/pages/admin/my-day';
import { renderWithQuery } from '@/test/query';
import { consoleMe, json, makeAppointment } from '../test-utils';

/** Test-only: one of Dr. Kavya Iyer's appointments on `slotDate` at `slotTime`, as the API sends it. */
export const makeVisit = (
  i: number,
  slotDate: string,
  slotTime: string,
  changes: Partial<StaffAppointment> = {},
): StaffAppointment => {
  const base = makeAppointment(i);
  return makeAppointment(i, {
    docData: { ...base.docData, name: 'Dr. Kavya Iyer' },
    slotDate,
    slotTime,
    startsAt: slotStartsAtIso(slotDate, slotTime) ?? '',
    rescheduleBy: '2026-11-20T07:30:00+05:30',
    ...changes,
  });
};

/** Test-only: a UPI payment proof in the given state. */
export const proofOf = (status: PaymentProof['status']): PaymentProof => ({
  status,
  name: 'Asha Verma',
  transactionId: '418273645512',
  submittedAt: '2026-11-26T10:00:00.000Z',
  reviewedAt: status === 'pending' ? null : '2026-11-26T12:00:00.000Z',
  reason: status === 'rejected' ? 'No such UTR in the statement' : null,
  receiptNumber: status === 'accepted' ? 'UMG/2026-27/000001' : null,
});

/**
 * A stand-in API for a signed-in doctor: the list answers the day asked for, latest first
 * as the server does; complete and no-show change a visit as the server would. The day
 * `failOnce` names fails its first request.
 */
export function serve(visits: StaffAppointment[], { failOnce = '' } = {}) {
  const list = [...visits];
  let failing = failOnce;
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const { pathname, searchParams } = new URL(url, 'http://test');
    if (failing && searchParams.get('date') === failing) {
      failing = '';
      return json(500, { success: false, message: 'Database is asleep' });
    }
    if (pathname === '/api/admin/me') return json(200, { success: true, account: consoleMe('doctor') });
    const action = /^\/api\/admin\/appointments\/([^/]+)\/(complete|no-show)$/.exec(pathname);
    if (action && init.method === 'POST') {
      const at = list.findIndex((a) => a._id === action[1]);
      const done = action[2] === 'complete';
      list[at] = { ...list[at]!, ...(done ? { isCompleted: true } : { noShow: true }) };
      return json(200, {
        success: true,
        message: done ? 'Appointment marked completed' : 'Appointment marked a no-show',
      });
    }
    if (pathname === '/api/admin/appointments') {
      const day = list.filter((a) => a.slotDate === searchParams.get('date')).reverse();
      return json(200, { success: true, appointments: day, total: day.length, page: 1, pageSize: 100 });
    }
    return json(404, { success: false, message: `No route ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  const listCalls = () =>
    fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/admin/appointments?'));
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url);
  /** The "server's" appointments: a test adds one as a patient booking meanwhile would. */
  return { fetchMock, list, listCalls, posts };
}

/** My day inside the console's routes, so its links resolve. */
export function renderMyDay() {
  const router = createMemoryRouter(
    [
      { path: '/admin/my-day', element: <MyDayPage /> },
      { path: '/admin/appointments/:id', element: <p>Appointment page</p> },
    ],
    { initialEntries: ['/admin/my-day'] },
  );
  renderWithQuery(
    <>
      <RouterProvider router={router} />
      <ToastContainer />
    </>,
  );
  return router;
}
