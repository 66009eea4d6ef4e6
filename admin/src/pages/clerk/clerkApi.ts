import { AUTH_API } from '../../auth/paths';
import { httpClient } from '../../data/httpClient';
import type { AuthSession } from '../../auth/types';
import { authRequest } from '../recovery/recoveryApi';

export interface ProviderInfo {
  enabled: boolean;
  name: string | null;
}

export interface LinkedIdentity {
  id: string;
  userId: string;
  email: string | null;
  emailVerified: boolean;
  createdAt: string;
  lastUsedAt: string | null;
  approvedAt: string | null;
  userName?: string;
}

export type FlowMode = 'sign-in' | 'sign-up' | 'link';

/** The third-party sign-in endpoints (api/src/auth/oidc): the public ones as recovery's, the signed-in ones through httpClient. */
export const clerkApi = {
  provider: (): Promise<ProviderInfo> => authRequest<ProviderInfo>('oidc'),
  /** The provider's address to go to; the server set the flow cookie that ties its answer to this browser. */
  start: async (mode: Exclude<FlowMode, 'link'>, redirect: string): Promise<string> => (await authRequest<{ url: string }>('oidc/start', { mode, redirect })).url,
  /** The provider's account waiting in this browser for an account's password (its cookie): the account's email. */
  linkWaiting: (): Promise<{ email: string; provider: string }> => authRequest('oidc/link'),
  /** The account's password links it and starts a session (the refresh cookie set by the server). */
  linkWithPassword: (password: string): Promise<AuthSession> => authRequest<AuthSession>('oidc/link', { password }),
  startLink: async (): Promise<string> => (await httpClient(`${AUTH_API}/oidc/start`, { method: 'POST', body: JSON.stringify({ mode: 'link' }) })).json.url as string,
  identities: async (): Promise<{ identities: LinkedIdentity[]; pending: LinkedIdentity[] | null; provider: ProviderInfo }> => (await httpClient(`${AUTH_API}/identities`)).json,
  unlink: async (id: string): Promise<void> => {
    await httpClient(`${AUTH_API}/identities/${encodeURIComponent(id)}`, { method: 'DELETE' });
  },
  approve: async (id: string): Promise<void> => {
    await httpClient(`${AUTH_API}/identities/${encodeURIComponent(id)}/approve`, { method: 'POST' });
  },
};
