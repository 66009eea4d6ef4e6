import type { OidcConfig } from '../auth/oidc/oidc-config';
import type { FilesConfig } from '../files/files-config';

/** How a setting is typed in and checked. `secret`s are never sent back, only whether they are set. */
export type SettingKind = 'text' | 'host' | 'port' | 'email' | 'url' | 'boolean' | 'secret' | 'senderName';

export interface SettingField {
  name: string;
  kind: SettingKind;
  required?: boolean;
  /** The environment variable that sets it when nothing is saved (shown on the form). */
  env: string;
}

export type SettingValues = Record<string, string | number | boolean | undefined>;

/** What the environment configured at start-up, which the apps read their fallback settings from. */
export interface EnvironmentSettings {
  smtpUrl?: string;
  mailFrom?: string;
  sms?: { url: string; token?: string; sender: string };
  files: FilesConfig;
  oidc?: OidcConfig;
}

export interface AppDefinition {
  key: 'smtp' | 'sms' | 's3' | 'oidc';
  category: 'messaging' | 'storage' | 'identity';
  /**
   * Saved from its form (true), or set by the server's environment alone (false): file storage
   * and the identity provider are chosen at start, and a change mid-flight would strand files
   * and sign-ins.
   */
  editable: boolean;
  fields: readonly SettingField[];
  /** The settings the environment gives it (none: it is not set up there). */
  environment(env: EnvironmentSettings): SettingValues | undefined;
  /**
   * Who its secrets are for (the editable apps): a secret left empty on the form is kept only while
   * this stays the same, so a password never goes to another server than the one it was typed for.
   */
  endpoint?(values: SettingValues): string;
}

/** SMTP_URL's parts as the form shows them. */
const smtpFromUrl = (url: string, from: string | undefined): SettingValues => {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : parsed.protocol === 'smtps:' ? 465 : 587,
    secure: parsed.protocol === 'smtps:',
    username: decodeURIComponent(parsed.username) || undefined,
    password: decodeURIComponent(parsed.password) || undefined,
    from,
  };
};

/** An SMS gateway's address without its query (a secret's owner is the origin and the path). */
const gatewayOf = (url: unknown): string => {
  try {
    const parsed = new URL(String(url));
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return String(url);
  }
};

/** The apps of /apps: what this product really sends through, keeps files in and signs in with. */
export const APP_CATALOGUE: readonly AppDefinition[] = [
  {
    key: 'smtp',
    category: 'messaging',
    editable: true,
    fields: [
      { name: 'host', kind: 'host', required: true, env: 'SMTP_URL' },
      { name: 'port', kind: 'port', required: true, env: 'SMTP_URL' },
      { name: 'secure', kind: 'boolean', env: 'SMTP_URL' },
      { name: 'username', kind: 'text', env: 'SMTP_URL' },
      { name: 'password', kind: 'secret', env: 'SMTP_URL' },
      { name: 'from', kind: 'email', required: true, env: 'MAIL_FROM' },
    ],
    environment: (env) => (env.smtpUrl ? smtpFromUrl(env.smtpUrl, env.mailFrom) : undefined),
    endpoint: (values) => JSON.stringify([String(values.host ?? '').toLowerCase(), Number(values.port), String(values.username ?? '')]),
  },
  {
    key: 'sms',
    category: 'messaging',
    editable: true,
    fields: [
      { name: 'url', kind: 'url', required: true, env: 'SMS_GATEWAY_URL' },
      { name: 'token', kind: 'secret', env: 'SMS_GATEWAY_TOKEN' },
      { name: 'sender', kind: 'senderName', required: true, env: 'SMS_SENDER' },
    ],
    environment: (env) => (env.sms ? { url: env.sms.url, token: env.sms.token, sender: env.sms.sender } : undefined),
    endpoint: (values) => gatewayOf(values.url),
  },
  {
    key: 's3',
    category: 'storage',
    editable: false,
    fields: [
      { name: 'bucket', kind: 'text', required: true, env: 'FILES_S3_BUCKET' },
      { name: 'region', kind: 'text', env: 'FILES_S3_REGION' },
      { name: 'endpoint', kind: 'url', env: 'FILES_S3_ENDPOINT' },
      { name: 'accessKeyId', kind: 'text', env: 'FILES_S3_ACCESS_KEY_ID' },
      { name: 'secretAccessKey', kind: 'secret', env: 'FILES_S3_SECRET_ACCESS_KEY' },
      { name: 'prefix', kind: 'text', env: 'FILES_S3_PREFIX' },
    ],
    environment: ({ files }) =>
      files.s3 ? { bucket: files.s3.bucket, region: files.s3.region, endpoint: files.s3.endpoint, accessKeyId: files.s3.accessKeyId, secretAccessKey: files.s3.secretAccessKey, prefix: files.s3.prefix || undefined } : undefined,
  },
  {
    key: 'oidc',
    category: 'identity',
    editable: false,
    fields: [
      { name: 'issuer', kind: 'url', required: true, env: 'OIDC_ISSUER' },
      { name: 'clientId', kind: 'text', required: true, env: 'OIDC_CLIENT_ID' },
      { name: 'clientSecret', kind: 'secret', env: 'OIDC_CLIENT_SECRET' },
      { name: 'name', kind: 'text', env: 'OIDC_NAME' },
      { name: 'defaultRole', kind: 'text', env: 'OIDC_DEFAULT_ROLE' },
    ],
    environment: ({ oidc }) => (oidc ? { issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret, name: oidc.name, defaultRole: oidc.defaultRole } : undefined),
  },
];

export type AppKey = AppDefinition['key'];

/** Whether every required setting has a value. */
export const isConfigured = (app: AppDefinition, values: SettingValues | undefined): values is SettingValues =>
  values !== undefined && app.fields.every((field) => !field.required || (values[field.name] !== undefined && values[field.name] !== ''));
export const appDefinition = (key: string): AppDefinition | undefined => APP_CATALOGUE.find((app) => app.key === key);
