import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { mailConfigFromEnv, type MailConfig } from './outbox/config';
import type { AppLogLevel } from './http/app-logger';
import { repositoryRoot } from './repository-root';
import { filesConfigFromEnv, type FilesConfig } from './files/files-config';
import { oidcConfigFromEnv, type OidcConfig } from './auth/oidc/oidc-config';
import type { PasswordHashCost } from './security/password-hashing';

export { repositoryRoot };

export interface AppConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded database is used. */
  databaseUrl?: string;
  /** Where the embedded database keeps its files ('memory://' for none). */
  dataDir: string;
  /** Load demo data into an empty database: by default only into the embedded one. */
  seedDemo?: boolean;
  adminEmail?: string;
  adminPassword?: string;
  /** The built admin served at /; absent or missing: the API only. */
  adminDist?: string;
  /** The access tokens' signing key; generated and kept in the database when absent. */
  jwtSecret?: string;
  /** Origins whose pages may call the API from a browser (CORS); none by default. */
  corsOrigins: string[];
  /** Connections to a PostgreSQL server (the embedded database always gets exactly one). */
  poolSize: number;
  /** How long a start waits for a PostgreSQL server that is not reachable yet. */
  databaseWaitSeconds: number;
  logLevel: AppLogLevel;
  /** JSON lines (production's default) or readable text. */
  logFormat: 'json' | 'text';
  /** A statement running longer is stopped and its request answers 503 (0: no limit). */
  statementTimeoutMs: number;
  /** A request whose headers and body have not all arrived by then is cut off (REQUEST_TIMEOUT_MS, 408). */
  requestTimeoutMs: number;
  /** SMTP_URL, MAIL_FROM, PUBLIC_URL: how the outbox sends email and what its links point at. */
  mail?: MailConfig;
  /** Requests a minute one client address may make to the public pages (PUBLIC_RATE_LIMIT). */
  publicRateLimit: number;
  /** Requests a minute one signed-in user (or, before sign-in, one address) may make to /api (API_RATE_LIMIT). */
  apiRateLimit: number;
  /** Where uploaded files go: FILES_DIR (DATA_DIR/files) or an S3-compatible bucket (FILES_S3_*). */
  files: FilesConfig;
  /**
   * Which forwarded headers to believe (TRUST_PROXY): false (none, the default: a client could
   * name any address), a hop count, or the proxies' addresses and CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  /** Whether this instance runs the resources' scheduled jobs (SCHEDULED_JOBS, on by default; several instances share them safely). */
  scheduledJobs?: boolean;
  /** How many days a deleted record stays in the trash before it is purged (TRASH_DAYS, 30). */
  trashDays?: number;
  /** The key that seals the secrets saved on /apps (SETTINGS_KEY); generated and kept in the database when absent. */
  settingsKey?: string;
  /**
   * Hosts (names or IP addresses, as the email and SMS settings name them) that may be loopback,
   * private or link-local (INTEGRATION_ALLOWED_HOSTS): a relay on the club's network. None by default.
   */
  integrationAllowedHosts?: string[];
  /** The external OpenID Connect identity provider of /clerk (OIDC_ISSUER, OIDC_CLIENT_ID, …); none by default. */
  oidc?: OidcConfig;
  /** Another directory of resource files than schema/src/resources (the bench's scale projection). */
  resourcesDir?: string;
  /**
   * argon2id's cost for new password hashes: PASSWORD_HASH_COST when absent. Not read from the
   * environment; the tests lower it (a test app hashes its users' passwords by the hundred).
   */
  passwordHashCost?: PasswordHashCost;
}

export class ConfigError extends Error {}

const integer = (env: NodeJS.ProcessEnv, key: string, fallback: number, min: number, max: number): number => {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${key} must be a whole number from ${min} to ${max}, not '${raw}'`);
  }
  return value;
};

const boolean = <T extends boolean | undefined>(env: NodeJS.ProcessEnv, key: string, fallback: T): boolean | T => {
  const raw = env[key]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new ConfigError(`${key} must be true or false, not '${env[key]}'`);
};

const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;

const logFormatOf = (env: NodeJS.ProcessEnv): 'json' | 'text' => {
  const format = env.LOG_FORMAT || (env.NODE_ENV === 'production' ? 'json' : 'text');
  if (format !== 'json' && format !== 'text') throw new ConfigError(`LOG_FORMAT must be json or text, not '${format}'`);
  return format;
};

const trustProxyOf = (env: NodeJS.ProcessEnv): AppConfig['trustProxy'] => {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || ['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY must be a hop count from 0 to 10 or proxy addresses, not '${raw}'`);
    return hops;
  }
  const addresses = raw.split(',').map((part) => part.trim()).filter(Boolean);
  const bad = addresses.find((address) => {
    const [ip, bits, extra] = address.split('/');
    const version = isIP(ip ?? '');
    if (version === 0 || extra !== undefined) return true;
    return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  });
  if (bad !== undefined) throw new ConfigError(`TRUST_PROXY must be a hop count or IP addresses and CIDR ranges, not '${bad}'`);
  return addresses;
};

const HOST_NAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

const allowedHostsOf = (env: NodeJS.ProcessEnv): string[] => {
  const hosts = (env.INTEGRATION_ALLOWED_HOSTS ?? '').split(',').map((host) => host.trim().replace(/^\[(.*)\]$/, '$1')).filter(Boolean);
  const bad = hosts.find((host) => isIP(host) === 0 && !HOST_NAME.test(host));
  if (bad !== undefined) throw new ConfigError(`INTEGRATION_ALLOWED_HOSTS must be host names or IP addresses separated by commas, not '${bad}'`);
  return hosts;
};

/** Reads and checks the environment once at start-up; a bad value stops the start with its name. */
export const configFromEnv = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const logLevel = (env.LOG_LEVEL ?? 'info') as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new ConfigError('DATABASE_URL must start with postgres://');
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must have at least 32 characters');
  if (env.SETTINGS_KEY && env.SETTINGS_KEY.length < 32) throw new ConfigError('SETTINGS_KEY must have at least 32 characters');
  if (adminPassword && adminPassword.length < 8) throw new ConfigError('ADMIN_PASSWORD must have at least 8 characters');
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const dataDir = env.DATA_DIR?.startsWith('memory://') ? env.DATA_DIR : resolve(repositoryRoot, env.DATA_DIR || 'data');
  let files: FilesConfig;
  try {
    files = filesConfigFromEnv(env, dataDir);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    port,
    // Only this machine unless told otherwise (the container image sets HOST=0.0.0.0).
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir,
    files,
    seedDemo: boolean(env, 'SEED_DEMO', undefined),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword,
    adminDist: resolve(repositoryRoot, env.ADMIN_DIST || 'admin/dist'),
    jwtSecret,
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    poolSize: integer(env, 'DB_POOL_SIZE', 10, 1, 200),
    databaseWaitSeconds: integer(env, 'DATABASE_WAIT_SECONDS', 60, 0, 86_400),
    logLevel,
    logFormat: logFormatOf(env),
    statementTimeoutMs: integer(env, 'STATEMENT_TIMEOUT_MS', 15_000, 0, 3_600_000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 60_000, 100, 3_600_000),
    publicRateLimit: integer(env, 'PUBLIC_RATE_LIMIT', 60, 1, 100_000),
    apiRateLimit: integer(env, 'API_RATE_LIMIT', 1200, 1, 1_000_000_000),
    trustProxy: trustProxyOf(env),
    scheduledJobs: boolean(env, 'SCHEDULED_JOBS', true),
    trashDays: integer(env, 'TRASH_DAYS', 30, 1, 3650),
    mail: mailConfigFromEnv(env, port),
    oidc: oidcConfigFromEnv(env),
    integrationAllowedHosts: allowedHostsOf(env),
    settingsKey: env.SETTINGS_KEY || undefined,
  };
};
