import type { Appointment, PrivacyStatus } from '@umang/common';
import { vi } from 'vitest';
import { json, PATIENT } from './profile-fixture';

export const CURRENT_NOTICE = '2026-12';
export const GRIEVANCE_EMAIL = 'grievance@umang.example';
export const EXPORT_FILE = 'umang-data-2026-12-01.json';

export const PRIVACY: PrivacyStatus = {
  acceptedNoticeVersion: CURRENT_NOTICE,
  acceptedNoticeAt: '2026-12-01T05:30:00.000Z',
  currentNoticeVersion: CURRENT_NOTICE,
  reminderMails: true,
};

const DAY = 24 * 60 * 60 * 1000;

/** An appointment as the API sends it, `days` from now (negative: past). */
export const visit = (id: string, days: number, changes: Partial<Appointment> = {}): Appointment => ({
  _id: id,
  docId: 'd1',
  docData: {
    name: 'Dr. Meera Rao',
    image: '',
    speciality: 'Speech Therapist',
    address: { line1: 'Sector 40', line2: 'Gurugram' },
  },
  slotDate: '1_1_2099',
  slotTime: '10:30',
  startsAt: new Date(Date.now() + days * DAY).toISOString(),
  amount: 800,
  payment: false,
  isCompleted: false,
  noShow: false,
  cancelled: false,
  cancelReason: null,
  holdExpiresAt: null,
  paymentProof: null,
  patient: { name: 'Aarav Sharma', relation: 'self', gender: 'Male' },
  reschedulesLeft: 2,
  rescheduleBy: new Date(Date.now() + days * DAY).toISOString(),
  ...changes,
});

/** A visit whose payment the centre accepted. */
export const paidVisit = (id: string, days: number, changes: Partial<Appointment> = {}): Appointment =>
  visit(id, days, {
    payment: true,
    paymentProof: {
      status: 'accepted',
      name: 'Aarav Sharma',
      transactionId: '418273645512',
      submittedAt: '2026-11-20T10:00:00.000Z',
      reviewedAt: '2026-11-20T11:00:00.000Z',
      reason: null,
      receiptNumber: 'UMG/2026-27/000001',
    },
    ...changes,
  });

type Handler = (body: Record<string, unknown>) => Response | Promise<Response>;

/**
 * Test-only: the API's data-rights routes as the contracts in common/src/privacy.ts
 * describe them. `overrides` answer a route differently (`'POST /api/user/email'`).
 */
export function fakeDataRightsApi(
  { appointments = [] as Appointment[], privacy = PRIVACY } = {},
  overrides: Record<string, Handler> = {},
) {
  let status = { ...privacy };
  const routes: Record<string, Handler> = {
    'GET /api/user/appointments': () => json(200, { success: true, appointments }),
    'GET /api/privacy-notice': () =>
      json(200, {
        success: true,
        version: CURRENT_NOTICE,
        grievanceEmail: GRIEVANCE_EMAIL,
        enquiryRetentionDays: 365,
        unpaidAppointmentRetentionDays: 180,
      }),
    'PUT /api/user/privacy/notice': (body) => {
      status = {
        ...status,
        acceptedNoticeVersion: String(body.version),
        acceptedNoticeAt: new Date().toISOString(),
      };
      return json(200, { success: true, privacy: status });
    },
    'PUT /api/user/privacy/consents': (body) => {
      status = { ...status, reminderMails: Boolean(body.reminders) };
      return json(200, { success: true, privacy: status });
    },
    'GET /api/user/export': () =>
      new Response(JSON.stringify({ profile: { email: PATIENT.email } }), {
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': `attachment; filename="${EXPORT_FILE}"`,
        },
      }),
    'POST /api/user/email/send-otp': () => json(200, { success: true, message: 'Code sent' }),
    'POST /api/user/email': (body) =>
      body.otp === '123456'
        ? json(200, { success: true, userData: { ...PATIENT, email: String(body.email) }, privacy: status })
        : json(400, { success: false, code: 'invalid_otp', message: 'Invalid or expired OTP.' }),
    'POST /api/user/delete-account/send-otp': () => json(200, { success: true, message: 'Code sent' }),
    'POST /api/user/delete-account': (body) =>
      body.otp === '654321'
        ? json(200, { success: true, message: 'Account deleted' })
        : json(400, { success: false, code: 'invalid_otp', message: 'Invalid or expired OTP.' }),
    ...overrides,
  };
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    const handler = routes[key];
    if (!handler) return json(404, { success: false, message: `No route ${key}` });
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    return handler(body);
  });
  /** The bodies sent to one route, in order. */
  const sent = (key: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)
      .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
  return { fetchMock, sent };
}
