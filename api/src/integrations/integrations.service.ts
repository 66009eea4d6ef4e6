import { HttpStatus, Logger } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { allows, type PermissionStore } from '../access/permission-store';
import { ACCESS_MESSAGES } from '../access/messages';
import type { CurrentPassword } from '../auth/account/current-password';
import type { OidcService } from '../auth/oidc/oidc.service';
import { revokeEveryonesCodes } from '../auth/recovery/one-time-codes';
import type { ClientContext } from '../auth/shared/client-context';
import { ApiError, badRequest, notFound, type FieldErrors } from '../crud/errors';
import { inTransaction } from '../database/transaction';
import type { FileStore } from '../files/file-store';
import type { AuthUser } from '../http/request-user';
import { MESSAGES, type Locale } from '../i18n/messages';
import type { AddressGuard } from '../outbox/address-guard';
import { SENDER_NAME } from '../outbox/config';
import { deliveryErrorOf, type DeliveryFailure } from '../outbox/delivery-error';
import { HttpSmsTransport } from '../outbox/http-sms-transport';
import type { Channel } from '../outbox/message';
import type { Outbox } from '../outbox/outbox';
import { SmtpTransport } from '../outbox/smtp-transport';
import type { Transport } from '../outbox/transport';
import type { SecurityLog } from '../security/security-log';
import { APP_CATALOGUE, appDefinition, isConfigured, type AppDefinition, type EnvironmentSettings, type SettingField, type SettingValues } from './integration-catalogue';
import { INTEGRATION_MESSAGES, type IntegrationMessages } from './integration-messages';
import { smsGatewayOf, smtpSettingsOf, transportOf, whereTo, type SenderKey } from './integration-transports';
import type { SecretBox } from './secret-box';
import { announceChange, CODE_KINDS, nameOf, WITHDRAWN, type PreviousSenders } from './sender-change';

/** The identity provider did not answer its discovery document (the Test says so in its own words). */
class ProviderDown extends Error {}

/** What a failed Test reports: a delivery's category, a bucket's refused keys, or else what the socket said. */
const failureOf = (error: unknown): DeliveryFailure => {
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  if (status === 401 || status === 403) return 'authFailed';
  return deliveryErrorOf(error).failure;
};

/** The page key of /apps: `show` reads the catalogue, `edit` (the top rank's alone) saves settings and runs tests. */
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
  /** Every email and SMS connection, the Test's and the deliveries', goes through it. */
  guard: AddressGuard;
  /** Changing a sender needs the user's current password. */
  currentPassword: CurrentPassword;
}

const fingerprint = (values: SettingValues): string => createHash('sha256').update(JSON.stringify(values)).digest('hex');

/** An editable app: one of the outbox's senders. */
type SenderApp = AppDefinition & { key: SenderKey };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The integrations catalogue (/apps): each app's settings, saved here by the top role or set by
 * the environment, whether it is connected, and a test that proves it. The email and SMS
 * channels of the outbox deliver through whatever is in effect at the moment of each delivery.
 * Those senders carry every reset link and code, so a change of them is guarded as a change of
 * everyone's password would be: the top role only, with its password, announced to the top role
 * through the senders in effect before, every outstanding link and code voided.
 */
export class IntegrationsService {
  private readonly logger = new Logger('Integrations');
  private cache: { rows: Map<string, StoredRow>; until: number } | undefined;
  private readonly built = new Map<string, { fingerprint: string; transport: Transport }>();
  private outbox: Outbox | undefined;

  constructor(private readonly deps: IntegrationsDependencies) {}

  /** The outbox whose channels this service's transports are (it is made with them, so it comes after). */
  useOutbox(outbox: Outbox): void {
    this.outbox = outbox;
  }

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
      connected: isConfigured(app, values) && lastCheck?.ok !== false,
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

  private async rows(fresh = false, client: Pick<Pool, 'query'> = this.deps.pool): Promise<Map<string, StoredRow>> {
    if (!fresh && this.cache && this.cache.until > Date.now()) return this.cache.rows;
    const { rows } = await client.query<StoredRow>(
      `SELECT s."key", s."settings", s."secrets", s."updated_at" AS "updatedAt", s."updated_by" AS "updatedBy",
              NULLIF(trim(concat_ws(' ', u."first_name", u."last_name")), '') AS "updatedByName",
              s."checked_at" AS "checkedAt", s."check_ok" AS "checkOk", s."check_message" AS "checkMessage"
       FROM "integration_settings" s LEFT JOIN "users" u ON u."id" = s."updated_by"`,
    );
    const map = new Map(rows.map((row) => [row.key, row]));
    // What a transaction reads may never commit: only the pool's reads are kept.
    if (client === this.deps.pool) this.cache = { rows: map, until: Date.now() + SETTINGS_TTL_MS };
    return map;
  }

  // ---------------------------------------------------------------- writing

  /**
   * Saves an editable app's settings from its form ({ settings, currentPassword }); a secret left
   * empty keeps the one in effect only while the endpoint it belongs to stays the same.
   */
  async save(user: AuthUser, key: string, body: unknown, context: ClientContext): Promise<AppView> {
    const { locale } = context;
    await this.require(user, 'edit', locale);
    const m = INTEGRATION_MESSAGES[locale];
    const app = this.sender(key, locale);
    const settings = isObject(body) ? body.settings : undefined;
    if (!isObject(settings)) throw badRequest(m.settingsBody);
    const current = this.effective(app, (await this.rows(true)).get(key)).values ?? {};
    const { plain, secret, errors } = this.parse(app, settings, current, m);
    const password = (body as Record<string, unknown>).currentPassword;
    if (typeof password !== 'string' || password === '') errors.currentPassword = MESSAGES[locale].required;
    if (Object.keys(errors).length > 0) throw badRequest(MESSAGES[locale].invalid(app.key, Object.keys(errors).join(', ')), errors);
    await this.confirm(user, key, password, context);
    await this.change(user, app, 'saved', context, async (client) => {
      await client.query(
        `INSERT INTO "integration_settings" ("key", "settings", "secrets", "updated_at", "updated_by", "checked_at", "check_ok", "check_message")
         VALUES ($1, $2, $3, now(), $4, NULL, NULL, NULL)
         ON CONFLICT ("key") DO UPDATE SET "settings" = excluded."settings", "secrets" = excluded."secrets", "updated_at" = now(),
           "updated_by" = excluded."updated_by", "checked_at" = NULL, "check_ok" = NULL, "check_message" = NULL`,
        [key, JSON.stringify(plain), Object.keys(secret).length ? this.deps.secrets.seal(secret) : null, user.id],
      );
    });
    return this.one(user, key, locale);
  }

  /** Forgets an app's saved settings ({ currentPassword }): the environment's apply again (or none). */
  async reset(user: AuthUser, key: string, body: unknown, context: ClientContext): Promise<AppView> {
    const { locale } = context;
    await this.require(user, 'edit', locale);
    const app = this.sender(key, locale);
    await this.confirm(user, key, isObject(body) ? body.currentPassword : undefined, context);
    await this.change(user, app, 'removed', context, async (client) => {
      await client.query('DELETE FROM "integration_settings" WHERE "key" = $1', [key]);
    });
    return this.one(user, key, locale);
  }

  /** The user's current password, throttled like a sign-in (400 on `currentPassword`, then 429). */
  private confirm(user: AuthUser, key: string, password: unknown, context: ClientContext): Promise<void> {
    return this.deps.currentPassword.confirm(user.id, password, context, {
      field: 'currentPassword',
      event: 'authn_login_fail',
      detail: `wrong current password to change the app '${key}'`,
    });
  }

  /**
   * A change of a sender, in one transaction: the write, every outstanding reset link, code and
   * invitation link voided (whoever controlled the old sender or controls the new one may hold
   * one), the messages still waiting with them withdrawn. Then every top-role user is told
   * through the senders read in that transaction, before the change, and it is a security event.
   */
  private async change(user: AuthUser, app: SenderApp, what: 'saved' | 'removed', context: ClientContext, write: (client: Pick<Pool, 'query'>) => Promise<void>): Promise<void> {
    const outbox = this.outbox;
    if (!outbox) throw new Error('IntegrationsService.useOutbox was not called');
    const { previous, now } = await inTransaction(this.deps.pool, async (client) => {
      // One change at a time: each one's "before" is the one before it.
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('club.integrations'))`);
      const before = await this.rows(true, client);
      const previous: PreviousSenders = { email: this.transportIn('smtp', before), sms: this.transportIn('sms', before) };
      await write(client);
      await revokeEveryonesCodes(client);
      await outbox.withdraw(client, CODE_KINDS, WITHDRAWN);
      return { previous, now: whereTo(app.key, this.effective(app, (await this.rows(true, client)).get(app.key)).values) };
    });
    this.cache = undefined;
    const told = await announceChange(this.deps.pool, outbox, previous, { key: app.key, who: await nameOf(this.deps.pool, user.id), removed: what === 'removed', now });
    await this.deps.securityLog.record({
      event: 'authz_admin',
      requestId: context.requestId,
      ip: context.ip,
      userId: user.id,
      detail: `The settings of the app '${app.key}' were ${what}; every outstanding reset link, code and invitation link was voided; ${told} top-role users were told through the previous senders`,
    });
  }

  /** A sender's transport from the settings in these rows (pinned: later saves do not change it). */
  private transportIn(key: SenderKey, rows: Map<string, StoredRow>): Transport {
    return transportOf(key, this.effective(appDefinition(key)!, rows.get(key)).values, this.deps.guard);
  }

  /**
   * Every field checked by its kind; errors keyed by field. Secrets: a value replaces, null
   * removes, '' or absent keeps the one in effect, but only while the endpoint it belongs to (the
   * SMTP host, port and username; the gateway's address) is unchanged: a password never follows a
   * changed host.
   */
  private parse(app: AppDefinition, input: Record<string, unknown>, current: SettingValues, m: IntegrationMessages) {
    const errors: FieldErrors = {};
    for (const name of Object.keys(input)) if (!app.fields.some((field) => field.name === name)) errors[name] = m.notAField;
    const plain: SettingValues = {};
    const secret: Record<string, string> = {};
    for (const field of app.fields.filter((candidate) => candidate.kind !== 'secret')) {
      const raw = input[field.name];
      const text = typeof raw === 'string' ? raw.trim() : raw;
      if (text === undefined || text === null || text === '') {
        if (field.required) errors[field.name] = m.required;
        continue;
      }
      const problem = this.problemOf(field, text, m);
      if (problem) errors[field.name] = problem;
      else plain[field.name] = field.kind === 'port' ? Number(text) : (text as string | boolean);
    }
    const sameEndpoint = !app.endpoint || app.endpoint(plain) === app.endpoint(current);
    for (const field of app.fields.filter((candidate) => candidate.kind === 'secret')) {
      const raw = input[field.name];
      if (raw !== undefined && raw !== null && (typeof raw !== 'string' || raw.length > MAX_SECRET)) {
        errors[field.name] = m.secret;
        continue;
      }
      const saved = current[field.name];
      const keep = raw === undefined || raw === '';
      if (keep && typeof saved === 'string' && saved !== '' && !sameEndpoint) {
        errors[field.name] = m.secretOtherEndpoint;
        continue;
      }
      const value = raw === null ? undefined : keep ? saved : raw;
      if (typeof value === 'string' && value !== '') secret[field.name] = value;
      else if (field.required) errors[field.name] = m.required;
    }
    return { plain, secret, errors };
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
    if (!isConfigured(app, values)) throw new ApiError(HttpStatus.CONFLICT, m.notSetUp);
    const to = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).to : undefined;
    if (to !== undefined && to !== '' && (typeof to !== 'string' || !(key === 'sms' ? PHONE : EMAIL).test(to.trim()))) {
      throw badRequest(key === 'sms' ? m.testPhone : m.testTo, { to: key === 'sms' ? m.testPhone : m.testTo });
    }
    if (key === 'sms' && (typeof to !== 'string' || to.trim() === '')) throw badRequest(m.testPhone, { to: m.testPhone });
    let outcome: { ok: boolean; message: string };
    try {
      outcome = { ok: true, message: await this.prove(app, values, typeof to === 'string' && to.trim() ? to.trim() : undefined, m) };
    } catch (error) {
      // A fixed category in the reader's language: never what the server said (a banner, a status line).
      outcome = { ok: false, message: error instanceof ProviderDown ? m.failed(m.providerDown.replace(/\.$/, '')) : m.failed(m.failure[failureOf(error)]) };
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
        const smtp = new SmtpTransport(smtpSettingsOf(values), this.deps.guard);
        await smtp.verify();
        if (!to) return m.smtpOk;
        await smtp.send(to, m.testSubject, m.testBody);
        return m.smtpSent(to);
      }
      case 'sms':
        await new HttpSmsTransport(smsGatewayOf(values), this.deps.guard).send(to!, m.testBody);
        return m.smsSent(to!);
      case 's3': {
        const key = `.club-check/${randomUUID()}`;
        await this.deps.fileStore.put(key, Buffer.from('check'), 'text/plain');
        await this.deps.fileStore.delete(key);
        return m.storageOk;
      }
      case 'oidc':
        if (!(await this.deps.oidc.reachable())) throw new ProviderDown();
        return m.providerOk;
    }
  }

  // ---------------------------------------------------------------- the outbox's channels

  /** The transport of a channel, resolved at each delivery from the settings in effect (none: logged). */
  transportFor(channel: Exclude<Channel, 'zatca'>): Transport {
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
    const print = isConfigured(app, values) ? fingerprint(values) : '';
    const known = this.built.get(key);
    if (known?.fingerprint === print) return known.transport;
    void known?.transport.close?.();
    const transport = transportOf(key, values, this.deps.guard);
    this.built.set(key, { fingerprint: print, transport });
    return transport;
  }

  // ---------------------------------------------------------------- helpers

  private app(key: string, locale: Locale): AppDefinition {
    const app = appDefinition(key);
    if (!app) throw notFound(INTEGRATION_MESSAGES[locale].unknownApp(key));
    return app;
  }

  /** An app saved from its form: the email and SMS senders (the others are the environment's: 409). */
  private sender(key: string, locale: Locale): SenderApp {
    const app = this.app(key, locale);
    if (!app.editable || (app.key !== 'smtp' && app.key !== 'sms')) throw new ApiError(HttpStatus.CONFLICT, INTEGRATION_MESSAGES[locale].notEditable);
    return app as SenderApp;
  }

  private async require(user: AuthUser, action: 'show' | 'edit', locale: Locale): Promise<void> {
    const page = await this.deps.permissions.page(APPS_PAGE);
    if (allows(await this.deps.permissions.role(user.role), APPS_PAGE, [action])) return;
    const m = ACCESS_MESSAGES[locale];
    throw new ApiError(HttpStatus.FORBIDDEN, page && !page.enabled ? m.pageDisabled(APPS_PAGE) : m.forbidden(action, APPS_PAGE));
  }
}
