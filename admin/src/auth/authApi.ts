import { localeOf, readDirection } from '../preferences/direction';
import { AUTH_API } from './paths';
import type { AuthSession } from './types';

/** A failed call to /api/auth: the status, the server's (localized) message, Retry-After in seconds. */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AuthApiError';
  }
}

/** What the sign-in form sends: an email when the text has an '@', a username otherwise. */
export type Credentials = { email: string; password: string } | { username: string; password: string };

export const credentialsOf = (identifier: string, password: string): Credentials => {
  const name = identifier.trim();
  return name.includes('@') ? { email: name, password } : { username: name, password };
};

const retryAfterOf = (response: Response): number | undefined => {
  const value = response.headers.get('Retry-After');
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;
};

const messageOf = async (response: Response): Promise<string> => {
  const body: unknown = await response.json().catch(() => undefined);
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : '';
};

/**
 * POST to /api/auth/{path} in the screen's language. The refresh token travels only in its
 * httpOnly cookie (credentials: 'same-origin'); script never reads or writes it.
 */
const post = async <T>(path: string, body?: unknown, accessToken?: string): Promise<T> => {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': localeOf(readDirection()) });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  const response = await fetch(`${AUTH_API}/${path}`, {
    method: 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!response.ok) throw new AuthApiError(response.status, await messageOf(response), retryAfterOf(response));
  return (await response.json().catch(() => ({}))) as T;
};

export const authApi = {
  signIn: (credentials: Credentials) => post<AuthSession>('sign-in', credentials),
  refresh: () => post<AuthSession>('refresh'),
  signOut: (accessToken: string) => post<unknown>('sign-out', undefined, accessToken),
};
