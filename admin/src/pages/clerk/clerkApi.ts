import { AUTH_API } from '../../auth/paths';
import { httpClient } from '../../data/httpClient';
import { localeOf, readDirection } from '../../preferences/direction';
import { RecoveryApiError } from '../recovery/recoveryApi';

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

const headers = () => ({ Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': localeOf(readDirection()) });

const failed = async (response: Response): Promise<never> => {
  const data = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
  throw new RecoveryApiError(response.status, data.message ?? '', data.errors ?? {});
};

/** The third-party sign-in endpoints (api/src/auth/oidc): the public ones by fetch, the signed-in ones through httpClient. */
export const clerkApi = {
  provider: async (): Promise<ProviderInfo> => {
    const response = await fetch(`${AUTH_API}/oidc`, { headers: headers(), credentials: 'same-origin' });
    return response.ok ? ((await response.json()) as ProviderInfo) : failed(response);
  },
  /** The provider's address to go to; the server set the flow cookie that ties its answer to this browser. */
  start: async (mode: Exclude<FlowMode, 'link'>, redirect: string): Promise<string> => {
    const response = await fetch(`${AUTH_API}/oidc/start`, { method: 'POST', headers: headers(), credentials: 'same-origin', body: JSON.stringify({ mode, redirect }) });
    return response.ok ? ((await response.json()) as { url: string }).url : failed(response);
  },
  startLink: async (): Promise<string> => (await httpClient(`${AUTH_API}/oidc/start`, { method: 'POST', body: JSON.stringify({ mode: 'link' }) })).json.url as string,
  identities: async (): Promise<{ identities: LinkedIdentity[]; pending: LinkedIdentity[] | null; provider: ProviderInfo }> => (await httpClient(`${AUTH_API}/identities`)).json,
  unlink: async (id: string): Promise<void> => {
    await httpClient(`${AUTH_API}/identities/${encodeURIComponent(id)}`, { method: 'DELETE' });
  },
  approve: async (id: string): Promise<void> => {
    await httpClient(`${AUTH_API}/identities/${encodeURIComponent(id)}/approve`, { method: 'POST' });
  },
};
