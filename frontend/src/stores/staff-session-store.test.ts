import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { resetSessionStore, useSessionStore } from './session-store';
import { resetStaffSessionStore, useStaffSessionStore } from './staff-session-store';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  resetStaffSessionStore();
  resetSessionStore();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the staff session', () => {
  it('logs in without sending any token and keeps the new one under its own key', async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true, token: 'staff-1' }));
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.getState().setToken('patient-1');

    await useStaffSessionStore.getState().login('staff@umang.in', 'secret');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/login',
      expect.objectContaining({ headers: expect.not.objectContaining({ token: expect.anything() }) }),
    );
    expect(useStaffSessionStore.getState().staffToken).toBe('staff-1');
    expect(localStorage.getItem('staffToken')).toBe('staff-1');
    expect(localStorage.getItem('token')).toBe('patient-1');
  });

  it('throws the server’s message on a wrong password and ends nobody’s session', async () => {
    const error = vi.spyOn(toast, 'error');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { success: false, message: 'Invalid credentials' })),
    );
    useStaffSessionStore.setState({ staffToken: 'staff-old' });
    await expect(useStaffSessionStore.getState().login('staff@umang.in', 'wrong')).rejects.toThrow(
      'Invalid credentials',
    );
    expect(useStaffSessionStore.getState().staffToken).toBe('staff-old');
    expect(error).not.toHaveBeenCalled();
  });

  it('ends only the staff session, with a toast, when a staff call answers 401', async () => {
    const error = vi.spyOn(toast, 'error');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { success: false, message: 'Please log in again' })),
    );
    localStorage.setItem('staffToken', 'staff-expired');
    useStaffSessionStore.setState({ staffToken: 'staff-expired' });
    useSessionStore.getState().setToken('patient-1');

    await expect(apiRequest('/api/admin/payments', { session: 'staff' })).rejects.toMatchObject({
      status: 401,
    });
    expect(useStaffSessionStore.getState().staffToken).toBeNull();
    expect(localStorage.getItem('staffToken')).toBeNull();
    expect(useSessionStore.getState().token).toBe('patient-1');
    expect(error).toHaveBeenCalledWith('Please log in again', { toastId: 'staff-session-ended' });
  });

  it('forgets the token at once on logout and revokes it on the server with the staff token', async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('staffToken', 'staff-2');
    useStaffSessionStore.setState({ staffToken: 'staff-2' });

    const done = useStaffSessionStore.getState().logout();
    expect(useStaffSessionStore.getState().staffToken).toBeNull();
    expect(localStorage.getItem('staffToken')).toBeNull();
    await done;
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/logout',
      expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ token: 'staff-2' }) }),
    );
  });

  it('does not call the server on logout when nobody is signed in', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await useStaffSessionStore.getState().logout();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
