import type { TokenResponse } from '@umang/common';
import { create } from 'zustand';
import { apiRequest, setUnauthorizedHandler, STAFF_TOKEN_KEY } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * The staff console's session: its own token under `staffToken`, apart from any
 * patient session in the same browser. Only console code imports this store.
 */
interface StaffSessionState {
  staffToken: string | null;
  /** POST /api/admin/login; throws the server's message on failure. */
  login: (email: string, password: string) => Promise<void>;
  clear: () => void;
  /** Revokes the token on the server (best effort) and forgets it here. */
  logout: () => Promise<void>;
}

function stored(): string | null {
  try {
    return localStorage.getItem(STAFF_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

function write(token: string | null): void {
  try {
    if (token) localStorage.setItem(STAFF_TOKEN_KEY, token);
    else localStorage.removeItem(STAFF_TOKEN_KEY);
  } catch {
    // storage disabled: the session lasts for this page only
  }
}

export const useStaffSessionStore = create<StaffSessionState>()((set, get) => ({
  staffToken: stored(),
  login: async (email, password) => {
    // No token on a login: a wrong password (401) must not end anyone's session.
    const { token } = await apiRequest<TokenResponse>('/api/admin/login', {
      method: 'POST',
      body: { email, password },
      token: null,
    });
    write(token);
    set({ staffToken: token });
  },
  clear: () => {
    write(null);
    set({ staffToken: null });
  },
  logout: async () => {
    const token = get().staffToken;
    get().clear();
    if (!token) return;
    try {
      await apiRequest('/api/user/logout', { method: 'POST', body: {}, token, session: 'staff' });
    } catch {
      // already expired or revoked: the session has ended anyway
    }
  },
}));

// A 401 to any staff call ends the staff session; the console then shows its login.
setUnauthorizedHandler((message) => {
  if (!useStaffSessionStore.getState().staffToken) return;
  useStaffSessionStore.getState().clear();
  toast.error(message, { toastId: 'staff-session-ended' });
}, 'staff');

/** Back to signed out (tests). */
export const resetStaffSessionStore = (): void => {
  write(null);
  useStaffSessionStore.setState({ staffToken: null });
};
