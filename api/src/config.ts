import { resolve } from 'node:path';
import { mailConfigFromEnv, type MailConfig } from './outbox/config';
import { repositoryRoot } from './repository-root';

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
  logLevel: 'silent' | 'error' | 'warn' | 'info';
  /** SMTP_URL, MAIL_FROM, PUBLIC_URL: how the outbox sends email and what its links point at. */
  mail?: MailConfig;
  /** Another directory of resource files than schema/src/resources (the bench's scale projection). */
  resourcesDir?: string;
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

const LOG_LEVELS = ['silent', 'error', 'warn', 'info'] as const;

/** Reads and checks the environment once at start-up; a bad value stops the start with its name. */
export const configFromEnv = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const logLevel = (env.LOG_LEVEL ?? 'info') as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new ConfigError('DATABASE_URL must start with postgres://');
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must have at least 32 characters');
  if (adminPassword && adminPassword.length < 8) throw new ConfigError('ADMIN_PASSWORD must have at least 8 characters');
  const port = integer(env, 'PORT', 3000, 0, 65535);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir: env.DATA_DIR?.startsWith('memory://') ? env.DATA_DIR : resolve(repositoryRoot, env.DATA_DIR || 'data'),
    seedDemo: boolean(env, 'SEED_DEMO', undefined),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword,
    adminDist: resolve(repositoryRoot, env.ADMIN_DIST || 'admin/dist'),
    jwtSecret,
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    poolSize: integer(env, 'DB_POOL_SIZE', 10, 1, 200),
    databaseWaitSeconds: integer(env, 'DATABASE_WAIT_SECONDS', 60, 0, 86_400),
    logLevel,
    mail: mailConfigFromEnv(env, port),
  };
};
