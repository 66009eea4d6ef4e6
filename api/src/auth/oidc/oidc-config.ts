import { ConfigError } from '../../config';

/**
 * The external OpenID Connect identity provider (OIDC_*), read once at start-up; without
 * OIDC_ISSUER the /clerk pages say that third-party sign-in is not set up.
 */
export interface OidcConfig {
  /** The issuer's URL: its /.well-known/openid-configuration describes the rest. */
  issuer: string;
  clientId: string;
  /** A confidential client's secret; a public client (PKCE alone) has none. */
  clientSecret?: string;
  /** The provider's name on the sign-in button ("Continue with …"). */
  name: string;
  /** The role a first sign-in's pending account gets (a role key; an administrator may change it). */
  defaultRole: string;
  /** How many pending accounts first sign-ins may make (OIDC_MAX_PENDING, OIDC_MAX_PENDING_PER_DAY, OIDC_MAX_PENDING_PER_DOMAIN). */
  pendingLimits?: OidcPendingLimits;
}

/**
 * First sign-ins of unknown people make pending accounts, and tell the administrators: at most
 * `perDay` in any 24 hours, `perDomainPerDay` of them for one email domain, and never more than
 * `waiting` waiting for approval at once, however old (a provider's accounts cost nothing to make:
 * without limits anyone could fill the users list and the bell, a day's limit at a time).
 */
export interface OidcPendingLimits {
  perDay: number;
  perDomainPerDay: number;
  /** Pending accounts of first sign-ins still waiting for approval (inactive); past it, none until one is approved or removed. */
  waiting?: number;
}

export const DEFAULT_PENDING_LIMITS: Required<OidcPendingLimits> = { perDay: 20, perDomainPerDay: 5, waiting: 20 };

const limitOf = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number (0 or more), not '${text}'`);
  return value;
};

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])$/i;

/** Plain http is allowed only for a provider on this machine (development, the tests' provider). */
export const isLocalIssuer = (issuer: string): boolean => LOCAL_HOST.test(new URL(issuer).hostname);

export const oidcConfigFromEnv = (env: NodeJS.ProcessEnv): OidcConfig | undefined => {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return undefined;
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new ConfigError(`OIDC_ISSUER must be a URL, not '${issuer}'`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLocalIssuer(issuer))) {
    throw new ConfigError('OIDC_ISSUER must start with https:// (http:// only for localhost)');
  }
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!clientId) throw new ConfigError('OIDC_CLIENT_ID is required with OIDC_ISSUER');
  const defaultRole = env.OIDC_DEFAULT_ROLE?.trim() || 'member';
  if (!/^[a-z][a-zA-Z0-9_-]*$/.test(defaultRole)) throw new ConfigError(`OIDC_DEFAULT_ROLE must be a role key, not '${defaultRole}'`);
  return {
    issuer: issuer.replace(/\/+$/, ''),
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    name: env.OIDC_NAME?.trim() || url.hostname,
    defaultRole,
    pendingLimits: {
      perDay: limitOf(env, 'OIDC_MAX_PENDING_PER_DAY', DEFAULT_PENDING_LIMITS.perDay),
      perDomainPerDay: limitOf(env, 'OIDC_MAX_PENDING_PER_DOMAIN', DEFAULT_PENDING_LIMITS.perDomainPerDay),
      waiting: limitOf(env, 'OIDC_MAX_PENDING', DEFAULT_PENDING_LIMITS.waiting),
    },
  };
};
