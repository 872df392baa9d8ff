import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest } from './api-client';

const answer = (status: number, body: unknown) =>
  vi.fn().mockResolvedValue(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends the stored token in the `token` header and parses JSON', async () => {
    localStorage.setItem('token', 't-123');
    const fetchMock = answer(200, { success: true, doctors: [] });
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest('/api/doctor/list')).resolves.toEqual({ success: true, doctors: [] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/doctor/list');
    expect((init as RequestInit).headers).toMatchObject({ token: 't-123' });
  });

  it("turns { success: false } into an error carrying the server's message", async () => {
    vi.stubGlobal('fetch', answer(200, { success: false, message: 'Doctor not available' }));
    await expect(apiRequest('/api/x')).rejects.toThrow(new ApiRequestError('Doctor not available', 200));
  });

  it('uses the message of an HTTP error answer and keeps the status', async () => {
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Not authorised, log in again' }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      message: 'Not authorised, log in again',
      status: 401,
    });
  });

  it("carries the server's error code and whose token the refused call sent", async () => {
    localStorage.setItem('token', 't-123');
    vi.stubGlobal(
      'fetch',
      answer(409, { success: false, message: 'Slot not available', code: 'slot_unavailable' }),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      status: 409,
      code: 'slot_unavailable',
      session: 'patient',
    });
  });

  it('leaves out a code the SPA does not know', async () => {
    vi.stubGlobal('fetch', answer(400, { success: false, message: 'Bad', code: 'no_such_code' }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ code: undefined, session: null });
  });

  it('asks the browser cache to revalidate when told to', async () => {
    const fetchMock = answer(200, { success: true });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/doctor/list', { cache: 'no-cache' });
    expect((fetchMock.mock.calls[0]![1] as RequestInit).cache).toBe('no-cache');
  });

  it('explains a server failure that sent no JSON', async () => {
    vi.stubGlobal('fetch', answer(502, ''));
    await expect(apiRequest('/api/x')).rejects.toThrow(/not answering right now \(HTTP 502\)/);
  });

  it('sends a JSON body with its content type', async () => {
    const fetchMock = answer(200, { success: true });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/user/login', { method: 'POST', body: { email: 'a@b.in' } });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.body).toBe('{"email":"a@b.in"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });
});
