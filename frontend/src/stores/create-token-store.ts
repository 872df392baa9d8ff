import { create, type StoreApi, type UseBoundStore } from 'zustand';
import {
  apiRequest,
  type Session,
  setUnauthorizedHandler,
  STAFF_TOKEN_KEY,
  TOKEN_KEY,
} from '@/lib/api-client';
import { errorMessage } from '@/lib/show-error';
import { toast } from '@/lib/toast';

const STORAGE_KEYS: Record<Session, string> = { patient: TOKEN_KEY, staff: STAFF_TOKEN_KEY };

/** The fields of `S` that can hold a token (`string | null`), e.g. `token` or `staffToken`. */
export type TokenField<S> = {
  [K in keyof S]-?: [S[K]] extends [string | null] ? (null extends S[K] ? K : never) : never;
}[keyof S];

/** What the shared part of a session store gives the store's own actions. */
export interface TokenTools<S> {
  set: StoreApi<S>['setState'];
  get: StoreApi<S>['getState'];
  /** The token kept from an earlier visit, or null (none, or storage disabled). */
  storedToken: string | null;
  /** Keeps a new token, in storage (for the API client and later visits) and in the store. */
  saveToken: (token: string) => void;
  /** Forgets the token in storage and puts the store back to signed out. */
  clear: () => void;
  /** Forgets the session at once, then revokes the token on the server (best effort). */
  logout: () => Promise<void>;
}

interface TokenStoreOptions<S> {
  /** Whose token: decides the storage key and which 401s end this session. */
  session: Session;
  /** The store's field that holds the token. */
  tokenField: TokenField<S>;
  /** The store's data when nobody is signed in (the token field null). */
  signedOut: Partial<S>;
  /** One toast however many calls the server refuses at once. */
  endedToastId: string;
  /** Whether logging in or out in another tab updates this one. */
  followOtherTabs: boolean;
  /** The store's state and actions, built on the shared tools. */
  init: (tools: TokenTools<S>) => S;
}

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key) || null;
  } catch {
    return null;
  }
}

function writeStored(key: string, token: string | null): void {
  try {
    if (token) localStorage.setItem(key, token);
    else localStorage.removeItem(key);
  } catch {
    // storage disabled: the session lasts for this page only
  }
}

/**
 * A zustand store for one kind of session (patient or staff): the token kept
 * in localStorage, where the API client reads it, and logged out at once when
 * the server refuses it. Answers the store's hook and a reset for tests.
 */
export function createTokenStore<S extends object>(options: TokenStoreOptions<S>) {
  const { session, tokenField, signedOut, endedToastId } = options;
  const key = STORAGE_KEYS[session];
  const withToken = (token: string) => ({ [tokenField]: token }) as Partial<S>;

  const useStore: UseBoundStore<StoreApi<S>> = create<S>()((set, get) => {
    const tokenOf = () => get()[tokenField] as string | null;
    const clear = () => {
      writeStored(key, null);
      set(signedOut);
    };
    return options.init({
      set,
      get,
      storedToken: readStored(key),
      saveToken: (token) => {
        writeStored(key, token);
        set(withToken(token));
      },
      clear,
      logout: async () => {
        const token = tokenOf();
        clear();
        if (!token) return;
        try {
          await apiRequest('/api/user/logout', { method: 'POST', body: {}, token, session });
        } catch {
          // An expired or revoked token cannot be revoked again; the session has ended anyway.
        }
      },
    });
  });

  const reset = (): void => {
    writeStored(key, null);
    useStore.setState(signedOut);
  };

  // A 401 to any call that carried this token means the server no longer accepts it: sign out
  // with a toast, so the page never keeps showing a session that has ended.
  setUnauthorizedHandler((refusal) => {
    if (!useStore.getState()[tokenField]) return;
    reset();
    // Worded when shown, in the language shown (the console's stay English).
    toast.error(errorMessage(refusal), { toastId: endedToastId });
  }, session);

  if (options.followOtherTabs && typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key && event.key !== null) return;
      const token = readStored(key);
      useStore.setState(token ? withToken(token) : signedOut);
    });
  }

  return { useStore, reset };
}
