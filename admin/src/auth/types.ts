/** The signed-in user as the API returns it (`user` of sign-in, refresh and me). */
export interface AuthUser {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email?: string | null;
  role?: string | null;
  status?: string | null;
  [field: string]: unknown;
}

/** SPEC §3: the client-side auth state. */
export interface AuthState {
  user: AuthUser | null;
  /** '' when signed out. */
  accessToken: string;
}

/** What sign-in and refresh answer. */
export interface AuthSession {
  accessToken: string;
  user: AuthUser;
}
