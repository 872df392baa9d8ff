import { randomUUID } from 'node:crypto';
import { type Doctor, type Role } from '@umang/common';
import request from 'supertest';
import { LIMITS } from '../../backend/src/common/rate-limit/limits.js';
import { signUp } from './support/accounts.js';
import { endpointsOf, type Endpoint } from './support/abuse-plan.js';
import { listDoctors } from './support/booking.js';
import { consoleAccount } from './support/console-accounts.js';
import { type OpenApiDocument, requestSchema } from './support/openapi-schema.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { STAFF, seededWithStaff } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Access = Role | 'anyone';
type Caller = Role | 'anonymous';
const CALLERS: Caller[] = ['anonymous', 'patient', 'admin', 'staff', 'doctor'];
const OFFICE: Access[] = ['admin', 'staff'];
const CONSOLE: Access[] = ['admin', 'staff', 'doctor'];

/**
 * Who may call the routes that matter most, written out by hand: a changed decorator
 * fails here instead of being mirrored into the document and the matrix alike.
 */
const EXPECTED: Record<string, Access[]> = {
  'GET /api/admin/payments': OFFICE,
  'GET /api/admin/payments/{appointmentId}/receipt': OFFICE,
  'POST /api/admin/payments/{appointmentId}/approve': OFFICE,
  'POST /api/admin/payments/{appointmentId}/reject': OFFICE,
  'POST /api/admin/payments/statements': OFFICE,
  'POST /api/admin/payments/statements/{statementId}/apply': OFFICE,
  'GET /api/admin/appointments': CONSOLE,
  'GET /api/admin/appointments/{id}': CONSOLE,
  'POST /api/admin/appointments/{id}/complete': CONSOLE,
  'POST /api/admin/appointments/{id}/no-show': CONSOLE,
  'POST /api/admin/appointments/{id}/cancel': OFFICE,
  'POST /api/admin/appointments/{id}/reschedule': OFFICE,
  'GET /api/admin/doctors': CONSOLE,
  'POST /api/admin/doctors': OFFICE,
  'PUT /api/admin/doctors/{id}': OFFICE,
  'POST /api/admin/doctors/{id}/availability': CONSOLE,
  'PUT /api/admin/doctors/{id}/blocked-slots': CONSOLE,
  'GET /api/admin/enquiries': OFFICE,
  'GET /api/admin/audit': OFFICE,
  'GET /api/admin/dashboard': OFFICE,
  'GET /api/admin/me': CONSOLE,
  'POST /api/admin/login': ['anyone'],
  'POST /api/user/book-appointment': ['patient'],
  'GET /api/user/appointments': ['patient'],
  'POST /api/user/cancel-appointment': ['patient'],
  'POST /api/user/confirm-payment': ['patient'],
  'GET /api/user/appointments/{id}/payment-qr': ['patient'],
  'GET /api/user/appointments/{id}/receipt': ['patient'],
  'GET /api/user/get-profile': ['patient'],
  'PUT /api/user/language': ['patient'],
  'GET /api/user/export': ['patient'],
  'POST /api/user/email/send-otp': ['patient'],
  'POST /api/user/email': ['patient'],
  'POST /api/user/delete-account/send-otp': ['patient'],
  'POST /api/user/delete-account': ['patient'],
  'POST /api/user/logout': ['patient', ...CONSOLE],
  'GET /api/doctor/list': ['anyone'],
  'GET /api/privacy-notice': ['anyone'],
  'PUT /api/user/privacy/notice': ['patient'],
  'PUT /api/user/privacy/consents': ['patient'],
  // Health details: the doctor who sees the patient, and the admin; not the front desk.
  'GET /api/admin/appointments/{id}/health': ['admin', 'doctor'],
};

/** Console accounts are the admin's alone; setting one's first password needs only the mailed code. */
const accountsRule = (key: string): Access[] | null => {
  if (!/^\w+ \/api\/admin\/accounts\b/.test(key)) return null;
  return key.endsWith('/set-password') ? ['anyone'] : ['admin'];
};

const keyOf = (e: Endpoint) => `${e.method.toUpperCase()} ${e.path}`;
const rolesOf = (e: Endpoint) => (e.operation as { 'x-roles'?: Access[] })['x-roles'];
const sorted = (roles: readonly Access[]) => [...roles].sort();
/** A multipart body with no parts: the upload routes read it, so the request gets past the media check. */
const EMPTY_MULTIPART = { type: 'multipart/form-data; boundary=x', body: '--x--\r\n' };

describe('role matrix: every operation names its roles, and the guard keeps to them', () => {
  const catcher = new SmtpCatcher();
  let t: TestApp;
  let doc: OpenApiDocument;
  let endpoints: Endpoint[];
  let doctor: Doctor;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp({
      ...seededWithStaff(catcher),
      // Hundreds of requests from one address: limits are not what this suite is about.
      RATE_LIMITS: Object.keys(LIMITS)
        .map((name) => `${name}=100000`)
        .join(','),
    });
    doc = (await request(t.server).get('/api/docs-json').expect(200)).body as OpenApiDocument;
    endpoints = endpointsOf(doc);
    doctor = (await listDoctors(t))[0]!;
    tokens.patient = (await signUp(t, catcher, 'asha@example.org')).token;
    tokens.admin = (await request(t.server).post('/api/admin/login').send(STAFF).expect(200)).body.token;
    tokens.staff = (await consoleAccount(t, 'desk@umang.example', 'staff')).token;
    tokens.doctor = (await consoleAccount(t, 'dr@umang.example', 'doctor', doctor._id)).token;
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('finds x-roles on every operation', () => {
    expect(endpoints.length).toBeGreaterThan(40);
    expect(endpoints.filter((e) => !rolesOf(e)?.length).map(keyOf)).toEqual([]);
  });

  it('gives the important routes exactly the roles written out here', () => {
    const byKey = new Map(endpoints.map((e) => [keyOf(e), sorted(rolesOf(e) ?? [])]));
    const wrong = Object.entries(EXPECTED)
      .filter(([key, roles]) => JSON.stringify(byKey.get(key)) !== JSON.stringify(sorted(roles)))
      .map(
        ([key, roles]) => `${key}: expected ${roles.join(',')}, document says ${byKey.get(key)?.join(',')}`,
      );
    const accounts = endpoints
      .map((e) => [keyOf(e), accountsRule(keyOf(e)), sorted(rolesOf(e) ?? [])] as const)
      .filter(([, rule, roles]) => rule && JSON.stringify(roles) !== JSON.stringify(sorted(rule)))
      .map(([key, rule]) => `${key}: expected ${rule!.join(',')}`);
    expect([...wrong, ...accounts]).toEqual([]);
  });

  /** A harmless request: ids that match nothing (the doctor's own for a doctor's calendar), empty bodies. */
  const call = (e: Endpoint, caller: Caller) => {
    const url = e.path.replace(/(\/doctors)?\/\{[^}]+\}/g, (_, doctors?: string) =>
      doctors ? `${doctors}/${doctor._id}` : `/${randomUUID()}`,
    );
    let req = request(t.server)[e.method](url);
    const token = tokens[caller as Role];
    if (token) req = req.set('token', token);
    const body = requestSchema(doc, e.operation);
    if (!body) return req;
    return body.multipart ? req.type(EMPTY_MULTIPART.type).send(EMPTY_MULTIPART.body) : req.send({});
  };

  it('refuses the roles an operation does not name (401 anonymous, 403 signed in) and lets the others through', async () => {
    const wrong: string[] = [];
    // Logging out ends the caller's token: last, so every other call still has one.
    const ordered = [...endpoints].sort(
      (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
    );
    for (const endpoint of ordered) {
      const roles = rolesOf(endpoint) ?? [];
      for (const caller of CALLERS) {
        const { status } = await call(endpoint, caller);
        const allowed = roles.includes('anyone') || roles.includes(caller as Role);
        const expected = allowed ? 'neither 401 nor 403' : caller === 'anonymous' ? '401' : '403';
        const ok = allowed ? status !== 401 && status !== 403 : status === Number(expected);
        if (!ok) wrong.push(`${keyOf(endpoint)} as ${caller}: ${status}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
