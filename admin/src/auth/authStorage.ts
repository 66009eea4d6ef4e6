import type { AuthState, AuthUser } from './types';

/**
 * SPEC §3/§9: the auth state persists in localStorage['auth-storage'] as
 * `{ "state": { "user": {…} | null, "accessToken": "…" }, "version": 0 }` ('' when signed out):
 * the layout of a zustand `persist` store named 'auth-storage', written without the library.
 * It is read on every call, so every tab sees the latest sign-in, refresh or sign-out.
 */
export const AUTH_STORAGE_KEY = 'auth-storage';
const STORAGE_VERSION = 0;

const SIGNED_OUT: AuthState = { user: null, accessToken: '' };

const isUser = (value: unknown): value is AuthUser =>
  typeof value === 'object' && value !== null && typeof (value as AuthUser).id === 'string';

const parseText = (text: string | null): AuthState => {
  try {
    const state = (JSON.parse(text ?? '') as { state?: Partial<AuthState> }).state;
    return {
      user: isUser(state?.user) ? state.user : null,
      accessToken: typeof state?.accessToken === 'string' ? state.accessToken : '',
    };
  } catch {
    return SIGNED_OUT;
  }
};

/**
 * The last text read and what it said: the permission checks read the state many times a screen
 * (each a JSON parse of the user and their permissions); a text seen last time is not parsed again.
 */
let last: { text: string | null; state: AuthState } | undefined;
const parse = (text: string | null): AuthState => {
  if (last?.text !== text) last = { text, state: parseText(text) };
  return last.state;
};

/** The stored text of an auth state (the browser tests store a session this way too). */
export const authStorageText = (state: AuthState): string => JSON.stringify({ state, version: STORAGE_VERSION });

const write = (state: AuthState): void => {
  localStorage.setItem(AUTH_STORAGE_KEY, authStorageText(state));
};

/** The auth state with the spec's operations: set, clear (the token) and reset (everything). */
export const authStorage = {
  read: (): AuthState => parse(localStorage.getItem(AUTH_STORAGE_KEY)),
  set: (state: AuthState): void => write(state),
  setUser: (user: AuthUser | null): void => write({ ...authStorage.read(), user }),
  setAccessToken: (accessToken: string): void => write({ ...authStorage.read(), accessToken }),
  clearAccessToken: (): void => write({ ...authStorage.read(), accessToken: '' }),
  reset: (): void => write(SIGNED_OUT),
};
