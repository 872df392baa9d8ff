import type { TokenResponse } from '@umang/common';
import { apiRequest } from '@/lib/api-client';
import { createTokenStore } from './create-token-store';

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

const { useStore, reset } = createTokenStore<StaffSessionState>({
  session: 'staff',
  tokenField: 'staffToken',
  signedOut: { staffToken: null },
  endedToastId: 'staff-session-ended',
  // The console has always kept each tab's session to itself; a refused token ends it there.
  followOtherTabs: false,
  init: ({ storedToken, saveToken, clear, logout }) => ({
    staffToken: storedToken,
    login: async (email, password) => {
      // No token on a login: a wrong password (401) must not end anyone's session.
      const { token } = await apiRequest<TokenResponse>('/api/admin/login', {
        method: 'POST',
        body: { email, password },
        token: null,
      });
      saveToken(token);
    },
    clear,
    logout,
  }),
});

/** The staff session; a 401 to any staff call ends it, and the console then shows its login. */
export const useStaffSessionStore = useStore;

/** Back to signed out (tests). */
export const resetStaffSessionStore = reset;
