import type { FatooraEnvironment } from './csr';

/** The Fatoora platform's base URLs (ZATCA's developer portal, simulation and core). */
export const FATOORA_BASE_URLS: Record<FatooraEnvironment, string> = {
  sandbox: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  production: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
};

/** How long one call may take before it counts as failed (and the outbox tries again later). */
const DEFAULT_TIMEOUT_MS = 15_000;

export interface FatooraEndpoint {
  baseUrl: string;
  timeoutMs: number;
}

/** The environment's URL, unless ZATCA_API_URL points elsewhere (a local simulator in the tests, a proxy). */
export const fatooraEndpointOf = (environment: FatooraEnvironment, env: NodeJS.ProcessEnv = process.env): FatooraEndpoint => ({
  baseUrl: (env.ZATCA_API_URL || FATOORA_BASE_URLS[environment]).replace(/\/+$/, ''),
  timeoutMs: Number(env.ZATCA_API_TIMEOUT_MS) > 0 ? Number(env.ZATCA_API_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS,
});
