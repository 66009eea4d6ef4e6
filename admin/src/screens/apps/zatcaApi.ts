import { httpClient } from '../../data/httpClient';

export interface ZatcaAddress {
  street: string;
  buildingNumber: string;
  district: string;
  city: string;
  postalCode: string;
}

/** ZATCA e-invoicing as /api/zatca shows it: plain settings, and which keys are held (never their values). */
export interface ZatcaView {
  phaseTwo: boolean;
  environment: 'sandbox' | 'simulation' | 'production';
  crn: string;
  address: ZatcaAddress;
  unitName: string;
  branchName: string;
  industry: string;
  onboarding: 'none' | 'compliance' | 'production';
  keys: { privateKey: boolean; complianceCsid: boolean; productionCsid: boolean };
}

export type ZatcaSettings = Omit<ZatcaView, 'onboarding' | 'keys'>;

const API = '/api/zatca';

export const zatcaApi = {
  get: async (): Promise<ZatcaView> => (await httpClient(API)).json as ZatcaView,
  save: async (settings: ZatcaSettings, currentPassword: string): Promise<ZatcaView> =>
    (await httpClient(API, { method: 'PUT', body: JSON.stringify({ settings, currentPassword }) })).json as ZatcaView,
  onboard: async (otp: string, currentPassword: string): Promise<ZatcaView> =>
    (await httpClient(`${API}/onboarding`, { method: 'POST', body: JSON.stringify({ otp, currentPassword }) })).json as ZatcaView,
};
