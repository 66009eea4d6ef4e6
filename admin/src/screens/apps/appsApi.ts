import { httpClient } from '../../data/httpClient';

export type SettingKind = 'text' | 'host' | 'port' | 'email' | 'url' | 'boolean' | 'secret' | 'senderName';
export type AppKey = 'smtp' | 'sms' | 's3' | 'oidc';

export interface AppSetting {
  name: string;
  kind: SettingKind;
  required: boolean;
  env: string;
  value?: string | number | boolean | null;
  set?: boolean;
}

/** One app of /api/integrations. */
export interface AppView {
  key: AppKey;
  category: 'messaging' | 'storage' | 'identity';
  editable: boolean;
  source: 'saved' | 'environment' | null;
  connected: boolean;
  fields: AppSetting[];
  updatedAt: string | null;
  updatedBy: string | null;
  lastCheck: { at: string; ok: boolean; message: string } | null;
}

const API = '/api/integrations';

export const appsApi = {
  list: async (): Promise<AppView[]> => (await httpClient(API)).json as AppView[],
  /** Changing a sender needs the signed-in user's current password (the server checks it). */
  save: async (key: AppKey, settings: Record<string, unknown>, currentPassword: string): Promise<AppView> =>
    (await httpClient(`${API}/${key}`, { method: 'PUT', body: JSON.stringify({ settings, currentPassword }) })).json as AppView,
  reset: async (key: AppKey, currentPassword: string): Promise<AppView> => (await httpClient(`${API}/${key}`, { method: 'DELETE', body: JSON.stringify({ currentPassword }) })).json as AppView,
  test: async (key: AppKey, to: string): Promise<AppView> => (await httpClient(`${API}/${key}/test`, { method: 'POST', body: JSON.stringify(to ? { to } : {}) })).json as AppView,
};
