import { type Doctor, SLOT_TIMES, toDateKey } from '@umang/common';
import { nextWeekday } from './support/booking.js';
import { type RunningServer, startBuiltServer } from './support/built-server.js';
import { eventually } from './support/eventually.js';
import { savedMails } from '../support/saved-mails.js';

const PATIENT = { name: 'Ishita Malhotra', email: 'ishita.malhotra@example.org', phone: '9812345670' };
const CHILD = 'Vihaan Malhotra';
const PASSWORD = 'Tamarind-Lighthouse-Kite-58';

/**
 * The built server at its most talkative (LOG_LEVEL=trace), taken through a patient's
 * whole stay: sign-up, profile, a family member, a booking, its payment details and the
 * erasure. Its output must never have named the patient: not her name, her child's,
 * her address or her phone.
 */
describe('what the server logs of a patient who erased her account', () => {
  let server: RunningServer | undefined;
  let baseUrl: string;
  let dataDir: string;

  const call = async (path: string, init: { body?: unknown; form?: FormData; token?: string } = {}) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: init.body === undefined && !init.form ? 'GET' : 'POST',
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { token: init.token } : {}),
      },
      body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  /** The code in the newest saved mail to the patient whose subject matches, once the outbox sent it. */
  const codeIn = async (subject: RegExp, skip: number) => {
    const mail = await eventually(
      async () =>
        savedMails(dataDir)
          .slice(skip)
          .findLast((m) => m.to === PATIENT.email && subject.test(m.subject)),
      (found) => found !== undefined,
    );
    if (!mail) throw new Error(`no mail "${subject.source}" reached the patient`);
    return /\b(\d{6})\b/.exec(mail.text)![1]!;
  };

  beforeAll(async () => {
    server = await startBuiltServer({ LOG_LEVEL: 'trace', SEED_DEMO: 'true' }, { readyWithinMs: 60_000 });
    ({ baseUrl, dataDir } = server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('never writes her name, her child’s, her e-mail or her phone', async () => {
    let skip = savedMails(dataDir).length;
    expect((await call('/api/user/send-otp', { body: { email: PATIENT.email } })).status).toBe(200);
    const registered = await call('/api/user/register', {
      body: {
        ...PATIENT,
        password: PASSWORD,
        otp: await codeIn(/sign-up code/, skip),
        consent: true,
        adult: true,
      },
    });
    expect(registered.status).toBe(200);
    const token = registered.body.token as string;

    const form = new FormData();
    form.set('fathername', 'Rajiv Malhotra');
    form.set('address', JSON.stringify({ line1: 'Flat 9, Palm Court', line2: 'Gurugram' }));
    expect((await call('/api/user/update-profile', { form, token })).status).toBe(200);
    const member = await call('/api/user/family-members', {
      token,
      body: { name: CHILD, relation: 'child', dob: '2018-09-14', gender: 'Male', guardianConsent: true },
    });
    expect(member.status).toBe(201);

    const doctors = (await call('/api/doctor/list')).body.doctors as Doctor[];
    const doctor = doctors.find((d) => d.available)!;
    let booked: { status: number; body: Record<string, unknown> } | undefined;
    // The first free time on a coming weekday: the demo blocks a few.
    for (const time of SLOT_TIMES) {
      booked = await call('/api/user/book-appointment', {
        token,
        body: {
          docId: doctor._id,
          slotDate: toDateKey(nextWeekday(new Date(), 3)),
          slotTime: time,
          patientId: (member.body.member as { _id: string })._id,
        },
      });
      if (booked.status === 201) break;
    }
    expect(booked?.status).toBe(201);
    const confirmed = await call('/api/user/confirm-payment', {
      token,
      body: { appointmentId: booked!.body.appointmentId, name: PATIENT.name, transactionId: '412345678901' },
    });
    expect(confirmed.status).toBe(200);

    skip = savedMails(dataDir).length;
    expect((await call('/api/user/delete-account/send-otp', { body: {}, token })).status).toBe(200);
    const erased = await call('/api/user/delete-account', {
      token,
      body: { otp: await codeIn(/delete your/i, skip) },
    });
    expect(erased).toEqual({
      status: 200,
      body: { success: true, message: 'Your account has been deleted' },
    });
    expect((await call('/api/user/get-profile', { token })).status).toBe(401);

    const log = await eventually(
      async () => server!.output(),
      (output) =>
        output.includes('"url":"/api/user/delete-account"') && output.includes('/api/user/get-profile'),
    );
    expect(log).toContain('"url":"/api/user/delete-account"'); // the erasure was logged at all
    const traces = [PATIENT.name, 'Ishita', 'Malhotra', PATIENT.email, PATIENT.phone, 'Palm Court'];
    expect(traces.filter((trace) => log.toLowerCase().includes(trace.toLowerCase()))).toEqual([]);
  });
});
