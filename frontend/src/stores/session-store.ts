import type { ProfileResponse, UserProfile } from '@umang/common';
import { create } from 'zustand';
import { api, apiRequest, setUnauthorizedHandler, TOKEN_KEY } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export type ProfileStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The patient's session: the token the API issued at login or
 * sign-up, kept in localStorage under `token` so the API client can send it,
 * and the profile (`userData`) loaded with it.
 */
interface SessionState {
  token: string | null;
  userData: UserProfile | null;
  profileStatus: ProfileStatus;
  /** After login or sign-up. The profile follows (AppProvider loads it on every token change). */
  setToken: (token: string) => void;
  /** GET /api/user/get-profile; a failure shows the server's message. */
  loadProfile: () => Promise<void>;
  /** Forgets token and user data here. */
  clearSession: () => void;
  /** Revokes the token on the server (best effort) and forgets it here. */
  logout: () => Promise<void>;
}

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // storage disabled: the session lasts for this page only
  }
}

const signedOut = { token: null, userData: null, profileStatus: 'idle' as ProfileStatus };

export const useSessionStore = create<SessionState>()((set, get) => ({
  token: storedToken(),
  userData: null,
  profileStatus: 'idle',
  setToken: (token) => {
    writeToken(token);
    set({ token });
  },
  loadProfile: async () => {
    const token = get().token;
    if (!token) return set(signedOut);
    set({ profileStatus: 'loading' });
    try {
      const { userData } = await api.get<ProfileResponse>('/api/user/get-profile');
      // A logout or another login while the answer was on its way wins.
      if (get().token === token) set({ userData, profileStatus: 'ready' });
    } catch (err) {
      if (get().token !== token) return;
      set({ profileStatus: 'error' });
      if (get().token) toast.error(err instanceof Error ? err.message : 'Could not load your profile.');
    }
  },
  clearSession: () => {
    writeToken(null);
    set(signedOut);
  },
  logout: async () => {
    const token = get().token;
    get().clearSession();
    if (!token) return;
    try {
      await apiRequest('/api/user/logout', { method: 'POST', body: {}, token });
    } catch {
      // An expired or revoked token cannot be revoked again; the session has ended anyway.
    }
  },
}));

// A 401 to any call that carried our token means the server no longer accepts it: log the patient out
// with a toast, so the page never keeps showing a session that has ended.
setUnauthorizedHandler((message) => {
  if (!useSessionStore.getState().token) return;
  useSessionStore.getState().clearSession();
  toast.error(message, { toastId: 'session-ended' });
});

/** Back to a signed-out first state (tests). */
export const resetSessionStore = (): void => {
  writeToken(null);
  useSessionStore.setState(signedOut);
};

/** Logged in means both: a token and the user data it belongs to. */
export const selectIsLoggedIn = (state: SessionState): boolean => Boolean(state.token && state.userData);

// Logging in or out in another tab updates this one.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) {
      const token = storedToken();
      useSessionStore.setState(token ? { token } : signedOut);
    }
  });
}
