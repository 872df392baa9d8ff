import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api-client';
import { resetSessionStore, selectIsLoggedIn, useSessionStore } from './session-store';

const profile = { _id: 'u1', name: 'Asha Verma', email: 'asha@example.in', image: '' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => resetSessionStore());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the session', () => {
  it('loads the user data for the token and counts as logged in only then', async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true, userData: profile }));
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.getState().setToken('t-1');
    expect(localStorage.getItem('token')).toBe('t-1');
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(false);

    await useSessionStore.getState().loadProfile();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/get-profile',
      expect.objectContaining({ headers: expect.objectContaining({ token: 't-1' }) }),
    );
    expect(useSessionStore.getState().userData).toMatchObject({ name: 'Asha Verma' });
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(true);
  });

  it('clears the user data when there is no token', async () => {
    useSessionStore.setState({ userData: profile as never });
    await useSessionStore.getState().loadProfile();
    expect(useSessionStore.getState().userData).toBeNull();
  });

  it('logs the patient out with a toast when any call answers 401 to their token', async () => {
    const error = vi.spyOn(toast, 'error');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { success: false, message: 'Please log in again' })),
    );
    useSessionStore.getState().setToken('expired');
    await expect(api.get('/api/user/appointments')).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(error).toHaveBeenCalledWith('Please log in again', expect.anything());
  });

  it('does not treat a wrong password (401 without a token) as an ended session', async () => {
    const error = vi.spyOn(toast, 'error');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { success: false, message: 'Invalid credentials' })),
    );
    await expect(api.post('/api/user/login', { email: 'a@b.in', password: 'x' })).rejects.toThrow();
    expect(error).not.toHaveBeenCalled();
  });

  it('forgets the session at once on logout and revokes the token on the server', async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.getState().setToken('t-2');
    useSessionStore.setState({ userData: profile as never });
    await useSessionStore.getState().logout();
    expect(useSessionStore.getState()).toMatchObject({ token: null, userData: null });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/logout',
      expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ token: 't-2' }) }),
    );
  });

  it('stays logged out when the server cannot revoke the token any more', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { success: false, message: 'Token expired' })),
    );
    const error = vi.spyOn(toast, 'error');
    useSessionStore.getState().setToken('t-3');
    await expect(useSessionStore.getState().logout()).resolves.toBeUndefined();
    expect(useSessionStore.getState().token).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('follows a login and a logout made in another tab', () => {
    localStorage.setItem('token', 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'from-other-tab' }));
    expect(useSessionStore.getState().token).toBe('from-other-tab');

    useSessionStore.setState({ userData: profile as never });
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    expect(useSessionStore.getState()).toMatchObject({ token: null, userData: null });
  });
});
