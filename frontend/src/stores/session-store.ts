import { create } from 'zustand';
import { TOKEN_KEY } from '@/lib/api-client';

/**
 * The patient's session: the token the API issued at login or sign-up, kept in
 * localStorage under `token` (spec §3) so the API client can send it.
 * The profile (`userData`) and the avatar menu arrive with the auth issue.
 */
interface SessionState {
  token: string | null;
  setToken: (token: string) => void;
  clearSession: () => void;
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

export const useSessionStore = create<SessionState>()((set) => ({
  token: storedToken(),
  setToken: (token) => {
    writeToken(token);
    set({ token });
  },
  clearSession: () => {
    writeToken(null);
    set({ token: null });
  },
}));

// Logging in or out in another tab updates this one.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) {
      useSessionStore.setState({ token: storedToken() });
    }
  });
}
