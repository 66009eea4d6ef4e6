import { AuthApiError } from '../../auth/authApi';
import { AUTH_API } from '../../auth/paths';
import type { AuthSession } from '../../auth/types';
import { localeOf, readDirection } from '../../preferences/direction';

/** A refusal of a recovery or sign-up endpoint, with the server's (localized) field errors. */
export class RecoveryApiError extends AuthApiError {
  constructor(
    status: number,
    message: string,
    readonly errors: Record<string, string>,
    retryAfterSeconds?: number,
  ) {
    super(status, message, retryAfterSeconds);
  }
}

const retryAfterOf = (response: Response): number | undefined => {
  const value = Number(response.headers.get('Retry-After'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/**
 * A public /api/auth/{path} endpoint in the screen's language: POST `body` (GET without one). The
 * server sets its cookies itself (the refresh cookie of sign-up, the flow cookie of /clerk).
 */
export const authRequest = async <T>(path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${AUTH_API}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': localeOf(readDirection()) },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  const data = (await response.json().catch(() => ({}))) as { message?: unknown; errors?: unknown };
  if (!response.ok) {
    const errors = typeof data.errors === 'object' && data.errors !== null ? (data.errors as Record<string, string>) : {};
    throw new RecoveryApiError(response.status, typeof data.message === 'string' ? data.message : '', errors, retryAfterOf(response));
  }
  return data as T;
};

const post = <T>(path: string, body: unknown): Promise<T> => authRequest<T>(path, body);

export interface InvitedProfile {
  email: string;
  firstName: string | null;
  lastName: string | null;
  username: string;
  phone: string | null;
}

export interface ProfileForm {
  firstName: string;
  lastName: string;
  username: string;
  phone: string;
  password: string;
}

export const recoveryApi = {
  forgotPassword: (email: string) => post<{ message: string }>('forgot-password', { email }),
  verifyOtp: (email: string, code: string) => post<{ token: string }>('otp/verify', { email, code }),
  resetPassword: (token: string, password: string) => post<{ message: string }>('reset-password', { token, password }),
  invitation: (token: string) => post<InvitedProfile>('sign-up/invitation', { token }),
  acceptInvitation: (token: string, profile: ProfileForm) => post<AuthSession>('sign-up', { token, ...profile }),
  requestAccess: (email: string, profile: ProfileForm) => post<{ message: string }>('sign-up', { email, ...profile }),
};
