import type { ConsoleMe, ConsoleRole, PatientHealthResponse, StaffAppointment } from '@umang/common';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { ToastContainer } from '@/lib/toast';
import StaffAppointmentPage from '@/pages/admin/appointment';
import StaffAppointmentsPage from '@/pages/admin/appointments';
import { renderWithQuery } from '@/test/query';

/** Test-only: an appointment as GET /api/admin/appointments sends it. */
export const makeAppointment = (i: number, changes: Partial<StaffAppointment> = {}): StaffAppointment => ({
  _id: `appt-${i}`,
  docId: 'doc-1',
  docData: {
    name: `Dr. Test ${i}`,
    image: '/assets/doctors/test.svg',
    speciality: 'Psychologist',
    address: { line1: 'Plot 17, Sector 40', line2: 'Gurugram' },
  },
  slotDate: '23_11_2026',
  slotTime: '10:30',
  startsAt: '2026-11-23T10:30:00+05:30',
  amount: 700,
  payment: false,
  isCompleted: false,
  noShow: false,
  cancelled: false,
  cancelReason: null,
  holdExpiresAt: null,
  paymentProof: null,
  patient: { name: `Patient ${i}`, relation: 'self', gender: '' },
  account: { name: `Patient ${i}`, email: `patient${i}@example.in`, phone: '9812345678' },
  reschedulesLeft: 2,
  rescheduleBy: '2026-11-23T07:30:00+05:30',
  ...changes,
});

/** A paid visit whose slot began long ago: the only kind staff may mark completed. */
export const STARTED = {
  payment: true,
  slotDate: '3_11_2025',
  slotTime: '10:30',
  startsAt: '2025-11-03T10:30:00+05:30',
};
/** A paid visit far in the future. */
export const FUTURE = {
  payment: true,
  slotDate: '4_11_2099',
  slotTime: '10:30',
  startsAt: '2099-11-04T10:30:00+05:30',
};

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The signed-in console account GET /api/admin/me answers. */
export const consoleMe = (role: ConsoleRole): ConsoleMe => ({
  id: `user-${role}`,
  email: `${role}@umang.example`,
  name: role === 'doctor' ? 'Dr. Kavya Iyer' : 'Meera Office',
  role,
  doctorId: role === 'doctor' ? 'doc-1' : null,
  doctorName: role === 'doctor' ? 'Dr. Kavya Iyer' : null,
});

const DONE = {
  complete: 'Appointment marked completed',
  'no-show': 'Appointment marked a no-show',
  cancel: 'Appointment cancelled',
};
const CHANGE = { complete: { isCompleted: true }, 'no-show': { noShow: true }, cancel: { cancelled: true } };

/** The health details the stand-in API gives for any appointment it holds. */
export const HEALTH: PatientHealthResponse['health'] = {
  name: 'Aarav Verma',
  bloodGroup: 'B+',
  allergy: 'Penicillin',
  medicalCondition: '',
};

interface ServeOptions {
  role?: ConsoleRole;
  /** The answers to the health details, one per request (a promise holds one back); the last repeats. */
  health?: (Response | Promise<Response>)[];
}

/**
 * A stand-in API for the account of `role` (admin unless said): the actions change the
 * rows as the server would, and refuse Cancel to a doctor, and health details to the front
 * desk; an id it does not hold is 404.
 */
export function serve(rows: StaffAppointment[], { role = 'admin', health = [] }: ServeOptions = {}) {
  const list = [...rows];
  const healthAnswers = [...health];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url === '/api/admin/me') return json(200, { success: true, account: consoleMe(role) });
    const healthOf = /^\/api\/admin\/appointments\/([^/?]+)\/health$/.exec(url);
    if (healthOf) {
      if (role === 'staff') return json(403, { success: false, message: 'Not allowed', code: 'forbidden' });
      if (!list.some((a) => a._id === healthOf[1]))
        return json(404, { success: false, message: 'Appointment not found', code: 'not_found' });
      const answer = healthAnswers.length > 1 ? healthAnswers.shift()! : healthAnswers[0];
      return answer ? (await answer).clone() : json(200, { success: true, health: HEALTH });
    }
    const action = /\/api\/admin\/appointments\/([^/?]+)\/(complete|no-show|cancel)$/.exec(url);
    if (action && init.method === 'POST') {
      const [, id, verb] = action as unknown as [string, string, keyof typeof DONE];
      if (verb === 'cancel' && role === 'doctor')
        return json(403, { success: false, message: 'Not allowed', code: 'forbidden' });
      const at = list.findIndex((a) => a._id === id);
      list[at] = { ...list[at]!, ...CHANGE[verb] };
      return json(200, { success: true, message: DONE[verb] });
    }
    const one = /^\/api\/admin\/appointments\/([^/?]+)$/.exec(url);
    const found = one && list.find((a) => a._id === one[1]);
    if (found) return json(200, { success: true, appointment: found });
    if (one) return json(404, { success: false, message: 'Appointment not found', code: 'not_found' });
    if (url.startsWith('/api/admin/appointments?'))
      return json(200, { success: true, appointments: list, total: list.length, page: 1, pageSize: 20 });
    if (url === '/api/admin/doctors')
      return json(200, {
        success: true,
        doctors: [{ _id: 'doc-1', name: 'Dr. Kavya Iyer', speciality: 'Psychologist' }],
      });
    return json(404, { success: false, message: `No route ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  const urls = () => fetchMock.mock.calls.map(([url]) => url);
  const listCalls = () => urls().filter((url) => url.startsWith('/api/admin/appointments?'));
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url);
  const healthCalls = () => urls().filter((url) => url.endsWith('/health'));
  return { fetchMock, urls, listCalls, posts, healthCalls };
}

/** The Appointments list and one appointment's page, as the console routes them. */
export function renderPage(entry = '/admin/appointments') {
  const router = createMemoryRouter(
    [
      { path: '/admin/appointments', element: <StaffAppointmentsPage /> },
      { path: '/admin/appointments/:id', element: <StaffAppointmentPage /> },
    ],
    { initialEntries: [entry] },
  );
  renderWithQuery(
    <>
      <RouterProvider router={router} />
      <ToastContainer />
    </>,
  );
  return router;
}

/** The table row of a patient's appointment. */
export const row = (patient: string) =>
  screen.getByRole('cell', { name: new RegExp(patient) }).closest('tr')!;
