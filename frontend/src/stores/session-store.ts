import type { PrivacyStatus, ProfileResponse, UserProfile } from '@umang/common';
import { api } from '@/lib/api-client';
import { errorWords } from '@/lib/error-words';
import { errorMessage } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { createTokenStore } from './create-token-store';

export type ProfileStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The patient's session: the token the API issued at login or
 * sign-up, kept in localStorage under `token` so the API client can send it,
 * and the profile (`userData`) loaded with it.
 */
interface SessionState {
  token: string | null;
  userData: UserProfile | null;
  /** The account's consents, loaded with the profile; booking waits while the notice is not accepted. */
  privacy: PrivacyStatus | null;
  profileStatus: ProfileStatus;
  /** After a change answered with the whole profile (an e-mail change). */
  setProfile: (answer: Pick<ProfileResponse, 'userData' | 'privacy'>) => void;
  /** After a notice acceptance or a consent switch answered with the new status. */
  setPrivacy: (privacy: PrivacyStatus) => void;
  /** After login or sign-up. The profile follows (AppProvider loads it on every token change). */
  setToken: (token: string) => void;
  /** GET /api/user/get-profile; a failure shows the server's message. */
  loadProfile: () => Promise<void>;
  /** Forgets token and user data here. */
  clearSession: () => void;
  /** Revokes the token on the server (best effort) and forgets it here. */
  logout: () => Promise<void>;
}

const signedOut = { token: null, userData: null, privacy: null, profileStatus: 'idle' as ProfileStatus };

const { useStore, reset } = createTokenStore<SessionState>({
  session: 'patient',
  tokenField: 'token',
  signedOut,
  endedToastId: 'session-ended',
  followOtherTabs: true,
  init: ({ set, get, storedToken, saveToken, clear, logout }) => ({
    token: storedToken,
    userData: null,
    privacy: null,
    profileStatus: 'idle',
    setToken: saveToken,
    setProfile: ({ userData, privacy }) => set({ userData, privacy }),
    setPrivacy: (privacy) => set({ privacy }),
    loadProfile: async () => {
      const token = get().token;
      if (!token) return set(signedOut);
      set({ profileStatus: 'loading' });
      try {
        const { userData, privacy } = await api.get<ProfileResponse>('/api/user/get-profile');
        // A logout or another login while the answer was on its way wins.
        if (get().token === token) set({ userData, privacy, profileStatus: 'ready' });
      } catch (err) {
        if (get().token !== token) return;
        set({ profileStatus: 'error' });
        if (get().token) toast.error(errorMessage(err, { fallback: errorWords()('session.profileFailed') }));
      }
    },
    clearSession: clear,
    logout,
  }),
});

/** The patient's session; a 401 to their token logs them out with a toast, and other tabs follow. */
export const useSessionStore = useStore;

/** Back to a signed-out first state (tests). */
export const resetSessionStore = reset;

/** Logged in means both: a token and the user data it belongs to. */
export const selectIsLoggedIn = (state: SessionState): boolean => Boolean(state.token && state.userData);
