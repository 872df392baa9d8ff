import { slotStartsAtIso, type Appointment, type Doctor, type PaymentProof } from '@umang/common';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { getDoctors } from '@/features/doctors/api/get-doctors';
import { queryKeys } from '@/lib/query-keys';
import { ToastContainer } from '@/lib/toast';
import MyAppointmentPage from '@/pages/my-appointment';
import { resetPaymentMemoryStore } from '@/stores/payment-memory-store';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { createTestQueryClient, renderWithQuery } from '@/test/query';

/** Test-only: appointments as the API would send them, and a stand-in for its routes. */
export const makeAppointment = (i: number, changes: Partial<Appointment> = {}): Appointment => ({
  _id: `a${i}`,
  docId: `d${i}`,
  docData: {
    name: `Dr. Test ${i}`,
    image: `/assets/doctors/test-${i}.svg`,
    speciality: 'Psychologist',
    address: { line1: `Plot ${i}, Sector 40`, line2: 'Gurugram, Haryana' },
  },
  slotDate: `2${i}_11_2026`,
  slotTime: '10:30',
  startsAt: `2026-11-2${i}T10:30:00+05:30`,
  amount: 500,
  payment: false,
  isCompleted: false,
  noShow: false,
  cancelled: false,
  cancelReason: null,
  holdExpiresAt: null,
  paymentProof: null,
  patient: { name: 'Asha Verma', relation: 'self', gender: 'Female' },
  reschedulesLeft: 2,
  rescheduleBy: '2026-11-20T07:30:00+05:30',
  ...changes,
});

export const proof = (status: PaymentProof['status'], reason: string | null = null): PaymentProof => ({
  status,
  name: 'Asha Verma',
  transactionId: '418273645512',
  submittedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  reason,
  receiptNumber: status === 'accepted' ? 'UMG/2026-27/000001' : null,
});

/** Test-only: a doctor of the list, with the schedule a move reads. */
export const makeDoctor = (i: number, changes: Partial<Doctor> = {}): Doctor => ({
  _id: `d${i}`,
  name: `Dr. Test ${i}`,
  image: `/assets/doctors/test-${i}.svg`,
  speciality: 'Psychologist',
  degree: 'M.Phil',
  experience: 5,
  about: 'Works with children and families.',
  fees: 500,
  available: true,
  address: { line1: `Plot ${i}, Sector 40`, line2: 'Gurugram, Haryana' },
  slots_booked: {},
  blockedSlots: [],
  ...changes,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const RECEIPT_FILE = 'receipt-UMG-2026-27-000001.pdf';

export const QR_DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';

type Override = (body: Record<string, string>) => Response | Promise<Response>;

interface Overrides {
  confirm?: Override;
  cancel?: Override;
  qr?: Override;
  reschedule?: Override;
  /** The receipt download's answer, given the URL asked. */
  receipt?: (url: string) => Response | Promise<Response>;
  /** The doctor list the API answers (and the cache starts with). */
  doctors?: Doctor[];
}

/** The appointment moved to the slot in `body`, as the server answers a reschedule. */
function moved(appointment: Appointment, body: Record<string, string>): Appointment {
  const slotDate = body.slotDate ?? '';
  const slotTime = body.slotTime ?? '';
  return {
    ...appointment,
    slotDate,
    slotTime,
    startsAt: slotStartsAtIso(slotDate, slotTime) ?? '',
    reschedulesLeft: appointment.reschedulesLeft - 1,
  };
}

/**
 * A fake API holding `appointments` (oldest first). Confirm, cancel and reschedule
 * change them as the server would, unless a test overrides the answer.
 */
export function fakeApi(appointments: Appointment[], overrides: Overrides = {}) {
  const list = [...appointments];
  const doctors = overrides.doctors ?? [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    const at = list.findIndex((a) => a._id === body.appointmentId);
    if (url === '/api/user/appointments') return json(200, { success: true, appointments: list });
    if (url === '/api/doctor/list') return json(200, { success: true, doctors });
    if (url.endsWith('/payment-qr')) {
      if (overrides.qr) return overrides.qr(body);
      return json(200, {
        success: true,
        amount: 500,
        upiUri: 'upi://pay?pa=umang@upi&am=500',
        upiId: 'umang@upi',
        payeeName: 'Umang Centre',
        qr: QR_DATA_URL,
      });
    }
    if (url.endsWith('/receipt')) {
      if (overrides.receipt) return overrides.receipt(url);
      return new Response('%PDF-1.3 receipt', {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${RECEIPT_FILE}"`,
        },
      });
    }
    if (url === '/api/user/confirm-payment') {
      if (overrides.confirm) return overrides.confirm(body);
      list[at] = { ...list[at]!, paymentProof: proof('pending') };
      return json(200, { success: true, message: 'Payment details submitted. Awaiting verification.' });
    }
    if (url === '/api/user/cancel-appointment') {
      if (overrides.cancel) return overrides.cancel(body);
      list[at] = { ...list[at]!, cancelled: true };
      return json(200, { success: true, message: 'Appointment cancelled' });
    }
    if (url === '/api/user/reschedule-appointment') {
      if (overrides.reschedule) return overrides.reschedule(body);
      list[at] = moved(list[at]!, body);
      return json(200, { success: true, message: 'Appointment rescheduled', appointment: list[at] });
    }
    return json(404, { success: false, message: `No route ${url}` });
  });
  const calls = (url: string) => fetchMock.mock.calls.filter(([called]) => called === url);
  /** Changes one appointment on the "server", as staff deciding its payment would. */
  const update = (id: string, changes: Partial<Appointment>) => {
    const i = list.findIndex((a) => a._id === id);
    list[i] = { ...list[i]!, ...changes };
  };
  return { fetchMock, calls, json, update };
}

let queryClient: QueryClient;

/** Stubs `fetch` with a fake API serving these appointments (and doctors, already cached as at start). */
export function serve(appointments: Appointment[], overrides?: Overrides) {
  const api = fakeApi(appointments, overrides);
  vi.stubGlobal('fetch', api.fetchMock);
  if (overrides?.doctors)
    queryClient.setQueryData(queryKeys.doctors(), { success: true, doctors: overrides.doctors });
  return api;
}

export const renderPage = () =>
  renderWithQuery(
    <MemoryRouter>
      <MyAppointmentPage />
      <ToastContainer />
    </MemoryRouter>,
    { queryClient },
  );

/** Fresh stores and cache (holding the doctor list, as the app does from its start) and a logged-in patient. */
export function startSession(): void {
  // jsdom lays nothing out, so it has no scrollIntoView; the panel calls it when opened.
  Element.prototype.scrollIntoView = vi.fn();
  queryClient = createTestQueryClient();
  queryClient.setQueryDefaults(queryKeys.doctors(), { queryFn: ({ signal }) => getDoctors(signal) });
  queryClient.setQueryData(queryKeys.doctors(), { success: true, doctors: [] });
  resetPaymentMemoryStore();
  resetSessionStore();
  useSessionStore.getState().setToken('patient-token');
}
