/** The signed-in user as the API returns it (`user` of sign-in, refresh and me). */
export interface AuthUser {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email?: string | null;
  roleId?: string | null;
  /** The user's role as the session names it. */
  role?: SessionRole | null;
  status?: string | null;
  /** What the role may do: page (API resource name) → actions. Absent pages: nothing. */
  permissions?: Readonly<Record<string, readonly string[]>>;
  [field: string]: unknown;
}

export interface SessionRole {
  key: string;
  name: string;
  nameAr: string;
  rank: number;
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
