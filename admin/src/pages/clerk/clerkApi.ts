import { AUTH_API } from '../../auth/paths';
import { httpClient } from '../../data/httpClient';
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
  startLink: async (): Promise<string> => (await httpClient(`${AUTH_API}/oidc/start`, { method: 'POST', body: JSON.stringify({ mode: 'link' }) })).json.url as string,
  identities: async (): Promise<{ identities: LinkedIdentity[]; pending: LinkedIdentity[] | null; provider: ProviderInfo }> => (await httpClient(`${AUTH_API}/identities`)).json,
  unlink: async (id: string): Promise<void> => {
    await httpClient(`${AUTH_API}/identities/${encodeURIComponent(id)}`, { method: 'DELETE' });
  },
  approve: async (id: string): Promise<void> => {
    await httpClient(`${AUTH_API}/identities/${encodeURIComponent(id)}/approve`, { method: 'POST' });
  },
};
