import { HttpStatus, Logger } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { allows, type PermissionStore } from '../access/permission-store';
import { ACCESS_MESSAGES } from '../access/messages';
import type { OidcService } from '../auth/oidc/oidc.service';
import { ApiError, badRequest, notFound } from '../crud/errors';
import type { FileStore } from '../files/file-store';
import type { AuthUser } from '../http/request-user';
import { MESSAGES, type Locale } from '../i18n/messages';
import { SENDER_NAME } from '../outbox/config';
import { HttpSmsTransport } from '../outbox/http-sms-transport';
import { LogTransport } from '../outbox/log-transport';
import type { Channel } from '../outbox/message';
import { SmtpTransport } from '../outbox/smtp-transport';
import type { Transport } from '../outbox/transport';
import type { SecurityLog } from '../security/security-log';
import { APP_CATALOGUE, appDefinition, type AppDefinition, type EnvironmentSettings, type SettingField, type SettingValues } from './integration-catalogue';
import { INTEGRATION_MESSAGES, type IntegrationMessages } from './integration-messages';
import type { SecretBox } from './secret-box';

/** The page key of /apps: `show` reads the catalogue, `edit` saves settings and runs tests. */
export const APPS_PAGE = 'apps';
/** How long a delivery may use settings read earlier (another instance's save applies within it). */
const SETTINGS_TTL_MS = 5_000;
const MAX_TEXT = 200;
const MAX_SECRET = 500;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HOST = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;
const PHONE = /^\+?[0-9]{8,15}$/;

interface StoredRow {
  key: string;
  settings: SettingValues;
  secrets: string | null;
  updatedAt: Date | null;
  updatedBy: string | null;
  updatedByName: string | null;
  checkedAt: Date | null;
  checkOk: boolean | null;
  checkMessage: string | null;
}

/** One app as /apps shows it. Secrets only say whether they are set. */
export interface AppView {
  key: AppDefinition['key'];
  category: AppDefinition['category'];
  editable: boolean;
  /** Where its settings come from now: saved on this page, the environment, or nowhere yet. */
  source: 'saved' | 'environment' | null;
  connected: boolean;
  fields: { name: string; kind: SettingField['kind']; required: boolean; env: string; value?: string | number | boolean | null; set?: boolean }[];
  updatedAt: string | null;
  updatedBy: string | null;
  lastCheck: { at: string; ok: boolean; message: string } | null;
}

export interface IntegrationsDependencies {
  pool: Pool;
  secrets: SecretBox;
  environment: EnvironmentSettings;
  permissions: PermissionStore;
  securityLog: SecurityLog;
  fileStore: FileStore;
  oidc: OidcService;
}

const configured = (app: AppDefinition, values: SettingValues | undefined): values is SettingValues =>
  values !== undefined && app.fields.every((field) => !field.required || (values[field.name] !== undefined && values[field.name] !== ''));

const fingerprint = (values: SettingValues): string => createHash('sha256').update(JSON.stringify(values)).digest('hex');

/** SMTP settings as nodemailer's URL: every part escaped, TLS from the start when `secure`. */
const smtpUrlOf = (values: SettingValues): string => {
  const user = values.username ? `${encodeURIComponent(String(values.username))}${values.password ? `:${encodeURIComponent(String(values.password))}` : ''}@` : '';
  return `${values.secure ? 'smtps' : 'smtp'}://${user}${values.host}:${values.port}`;
};

/**
 * The integrations catalogue (/apps): each app's settings, saved here by an administrator or set
 * by the environment, whether it is connected, and a test that proves it. The email and SMS
 * channels of the outbox deliver through whatever is in effect at the moment of each delivery.
 */
export class IntegrationsService {
  private readonly logger = new Logger('Integrations');
  private cache: { rows: Map<string, StoredRow>; until: number } | undefined;
  private readonly built = new Map<string, { fingerprint: string; transport: Transport }>();
  private readonly log = new LogTransport();

  constructor(private readonly deps: IntegrationsDependencies) {}

  // ---------------------------------------------------------------- reading

  async list(user: AuthUser, locale: Locale): Promise<AppView[]> {
    await this.require(user, 'show', locale);
    const rows = await this.rows(true);
    return APP_CATALOGUE.map((app) => this.view(app, rows.get(app.key)));
  }

  async one(user: AuthUser, key: string, locale: Locale): Promise<AppView> {
    await this.require(user, 'show', locale);
    return this.view(this.app(key, locale), (await this.rows(true)).get(key));
  }

  private view(app: AppDefinition, row: StoredRow | undefined): AppView {
    const { values, source } = this.effective(app, row);
    const lastCheck = row?.checkedAt ? { at: row.checkedAt.toISOString(), ok: row.checkOk === true, message: row.checkMessage ?? '' } : null;
    return {
      key: app.key,
      category: app.category,
      editable: app.editable,
      source,
      connected: configured(app, values) && lastCheck?.ok !== false,
      fields: app.fields.map((field) => ({
        name: field.name,
        kind: field.kind,
        required: field.required === true,
        env: field.env,
        ...(field.kind === 'secret' ? { set: Boolean(values?.[field.name]) } : { value: values?.[field.name] ?? null }),
      })),
      updatedAt: row?.updatedAt?.toISOString() ?? null,
      updatedBy: row?.updatedAt ? row.updatedByName : null,
      lastCheck,
    };
  }

  /** The settings in effect: those saved on the page (editable apps), else the environment's. */
  private effective(app: AppDefinition, row: StoredRow | undefined): { values: SettingValues | undefined; source: AppView['source'] } {
    if (app.editable && row?.updatedAt) {
      const secrets = row.secrets ? this.deps.secrets.open(row.secrets) : {};
      if (secrets === undefined) this.logger.warn(`The saved secrets of ${app.key} cannot be opened with this SETTINGS_KEY: save them again`);
      return { values: { ...row.settings, ...secrets }, source: 'saved' };
    }
    const environment = app.environment(this.deps.environment);
    return { values: environment, source: environment ? 'environment' : null };
  }

  private async rows(fresh = false): Promise<Map<string, StoredRow>> {
    if (!fresh && this.cache && this.cache.until > Date.now()) return this.cache.rows;
    const { rows } = await this.deps.pool.query<StoredRow>(
      `SELECT s."key", s."settings", s."secrets", s."updated_at" AS "updatedAt", s."updated_by" AS "updatedBy",
              NULLIF(trim(concat_ws(' ', u."first_name", u."last_name")), '') AS "updatedByName",
              s."checked_at" AS "checkedAt", s."check_ok" AS "checkOk", s."check_message" AS "checkMessage"
       FROM "integration_settings" s LEFT JOIN "users" u ON u."id" = s."updated_by"`,
    );
    const map = new Map(rows.map((row) => [row.key, row]));
    this.cache = { rows: map, until: Date.now() + SETTINGS_TTL_MS };
    return map;
  }

  // ---------------------------------------------------------------- writing

  /** Saves an editable app's settings from its form; a secret left empty keeps the one in effect. */
  async save(user: AuthUser, key: string, body: unknown, locale: Locale): Promise<AppView> {
    await this.require(user, 'edit', locale);
    const m = INTEGRATION_MESSAGES[locale];
    const app = this.app(key, locale);
    if (!app.editable) throw new ApiError(HttpStatus.CONFLICT, m.notEditable);
    const settings = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).settings : undefined;
    if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) throw badRequest(m.settingsBody);
    const current = this.effective(app, (await this.rows(true)).get(key)).values ?? {};
    const { plain, secret } = this.parse(app, settings as Record<string, unknown>, current, m, locale);
    await this.deps.pool.query(
      `INSERT INTO "integration_settings" ("key", "settings", "secrets", "updated_at", "updated_by", "checked_at", "check_ok", "check_message")
       VALUES ($1, $2, $3, now(), $4, NULL, NULL, NULL)
       ON CONFLICT ("key") DO UPDATE SET "settings" = excluded."settings", "secrets" = excluded."secrets", "updated_at" = now(),
         "updated_by" = excluded."updated_by", "checked_at" = NULL, "check_ok" = NULL, "check_message" = NULL`,
      [key, JSON.stringify(plain), Object.keys(secret).length ? this.deps.secrets.seal(secret) : null, user.id],
    );
    this.cache = undefined;
    await this.deps.securityLog.record({ event: 'authz_admin', userId: user.id, detail: `the settings of the app '${key}' were saved` });
    return this.one(user, key, locale);
  }

  /** Forgets an app's saved settings: the environment's apply again (or none). */
  async reset(user: AuthUser, key: string, locale: Locale): Promise<AppView> {
    await this.require(user, 'edit', locale);
    const app = this.app(key, locale);
    if (!app.editable) throw new ApiError(HttpStatus.CONFLICT, INTEGRATION_MESSAGES[locale].notEditable);
    await this.deps.pool.query('DELETE FROM "integration_settings" WHERE "key" = $1', [key]);
    this.cache = undefined;
    await this.deps.securityLog.record({ event: 'authz_admin', userId: user.id, detail: `the saved settings of the app '${key}' were removed` });
    return this.one(user, key, locale);
  }

  /** Every field checked by its kind; errors keyed by field. Secrets: '' or absent keeps, null removes. */
  private parse(app: AppDefinition, input: Record<string, unknown>, current: SettingValues, m: IntegrationMessages, locale: Locale) {
    const errors: Record<string, string> = {};
    for (const name of Object.keys(input)) if (!app.fields.some((field) => field.name === name)) errors[name] = m.notAField;
    const plain: SettingValues = {};
    const secret: Record<string, string> = {};
    for (const field of app.fields) {
      const raw = input[field.name];
      if (field.kind === 'secret') {
        if (raw !== undefined && raw !== null && (typeof raw !== 'string' || raw.length > MAX_SECRET)) errors[field.name] = m.secret;
        const kept = raw === null ? undefined : typeof raw === 'string' && raw !== '' ? raw : current[field.name];
        if (typeof kept === 'string' && kept !== '') secret[field.name] = kept;
        else if (field.required) errors[field.name] ??= m.required;
        continue;
      }
      const text = typeof raw === 'string' ? raw.trim() : raw;
      if (text === undefined || text === null || text === '') {
        if (field.required) errors[field.name] = m.required;
        continue;
      }
      const problem = this.problemOf(field, text, m);
      if (problem) errors[field.name] = problem;
      else plain[field.name] = field.kind === 'port' ? Number(text) : (text as string | boolean);
    }
    if (Object.keys(errors).length > 0) throw badRequest(MESSAGES[locale].invalid(app.key, Object.keys(errors).join(', ')), errors);
    return { plain, secret };
  }

  private problemOf(field: SettingField, value: unknown, m: IntegrationMessages): string | undefined {
    if (field.kind === 'boolean') return typeof value === 'boolean' ? undefined : m.boolean;
    if (field.kind === 'port') return Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= 65535 && typeof value !== 'boolean' ? undefined : m.port;
    if (typeof value !== 'string' || value.length > MAX_TEXT || value.includes('\u0000')) return m.text(MAX_TEXT);
    if (field.kind === 'host') return HOST.test(value) ? undefined : m.host;
    if (field.kind === 'email') return EMAIL.test(value) ? undefined : m.email;
    if (field.kind === 'url') return /^https?:\/\/[^/\s]+\S*$/.test(value) ? undefined : m.url;
    if (field.kind === 'senderName') return SENDER_NAME.test(value) ? undefined : m.senderName;
    return undefined;
  }

  // ---------------------------------------------------------------- testing

  /** Proves the settings in effect: a connection, a test message (to `to`), a file, a discovery. */
  async test(user: AuthUser, key: string, body: unknown, locale: Locale): Promise<AppView> {
    await this.require(user, 'edit', locale);
    const m = INTEGRATION_MESSAGES[locale];
    const app = this.app(key, locale);
    const { values } = this.effective(app, (await this.rows(true)).get(key));
    if (!configured(app, values)) throw new ApiError(HttpStatus.CONFLICT, m.notSetUp);
    const to = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).to : undefined;
    if (to !== undefined && to !== '' && (typeof to !== 'string' || !(key === 'sms' ? PHONE : EMAIL).test(to.trim()))) {
      throw badRequest(key === 'sms' ? m.testPhone : m.testTo, { to: key === 'sms' ? m.testPhone : m.testTo });
    }
    if (key === 'sms' && (typeof to !== 'string' || to.trim() === '')) throw badRequest(m.testPhone, { to: m.testPhone });
    let outcome: { ok: boolean; message: string };
    try {
      outcome = { ok: true, message: await this.prove(app, values, typeof to === 'string' && to.trim() ? to.trim() : undefined, m) };
    } catch (error) {
      outcome = { ok: false, message: m.failed(((error as Error).message || String(error)).slice(0, 300)) };
    }
    await this.deps.pool.query(
      `INSERT INTO "integration_settings" ("key", "checked_at", "check_ok", "check_message") VALUES ($1, now(), $2, $3)
       ON CONFLICT ("key") DO UPDATE SET "checked_at" = now(), "check_ok" = $2, "check_message" = $3`,
      [key, outcome.ok, outcome.message],
    );
    this.cache = undefined;
    return this.one(user, key, locale);
  }

  private async prove(app: AppDefinition, values: SettingValues, to: string | undefined, m: IntegrationMessages): Promise<string> {
    switch (app.key) {
      case 'smtp': {
        const smtp = new SmtpTransport(smtpUrlOf(values), String(values.from));
        try {
          await smtp.verify();
          if (!to) return m.smtpOk;
          await smtp.send(to, m.testSubject, m.testBody);
          return m.smtpSent(to);
        } finally {
          smtp.close();
        }
      }
      case 'sms':
        await new HttpSmsTransport({ url: String(values.url), token: values.token as string | undefined, sender: String(values.sender) }).send(to!, m.testBody);
        return m.smsSent(to!);
      case 's3': {
        const key = `.club-check/${randomUUID()}`;
        await this.deps.fileStore.put(key, Buffer.from('check'), 'text/plain');
        await this.deps.fileStore.delete(key);
        return m.storageOk;
      }
      case 'oidc':
        if (!(await this.deps.oidc.reachable())) throw new Error(m.providerDown);
        return m.providerOk;
    }
  }

  // ---------------------------------------------------------------- the outbox's channels

  /** The transport of a channel, resolved at each delivery from the settings in effect (none: logged). */
  transportFor(channel: Channel): Transport {
    const key = channel === 'email' ? 'smtp' : 'sms';
    return {
      name: channel === 'email' ? 'smtp' : 'sms-gateway',
      deliver: async (message) => (await this.current(key)).deliver(message),
      close: () => {
        for (const { transport } of this.built.values()) void transport.close?.();
        this.built.clear();
      },
    };
  }

  private async current(key: 'smtp' | 'sms'): Promise<Transport> {
    const app = appDefinition(key)!;
    const { values } = this.effective(app, (await this.rows()).get(key));
    if (!configured(app, values)) return this.log;
    const print = fingerprint(values);
    const known = this.built.get(key);
    if (known?.fingerprint === print) return known.transport;
    void known?.transport.close?.();
    const transport =
      key === 'smtp'
        ? new SmtpTransport(smtpUrlOf(values), String(values.from))
        : new HttpSmsTransport({ url: String(values.url), token: values.token as string | undefined, sender: String(values.sender) });
    this.built.set(key, { fingerprint: print, transport });
    return transport;
  }

  // ---------------------------------------------------------------- helpers

  private app(key: string, locale: Locale): AppDefinition {
    const app = appDefinition(key);
    if (!app) throw notFound(INTEGRATION_MESSAGES[locale].unknownApp(key));
    return app;
  }

  private async require(user: AuthUser, action: 'show' | 'edit', locale: Locale): Promise<void> {
    const page = await this.deps.permissions.page(APPS_PAGE);
    if (allows(await this.deps.permissions.role(user.role), APPS_PAGE, [action])) return;
    const m = ACCESS_MESSAGES[locale];
    throw new ApiError(HttpStatus.FORBIDDEN, page && !page.enabled ? m.pageDisabled(APPS_PAGE) : m.forbidden(action, APPS_PAGE));
  }
}
