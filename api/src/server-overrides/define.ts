import type { Pool, PoolClient } from 'pg';
import type { Registry } from '@club/schema';
import type { PermissionStore } from '../access/permission-store';
import type { AuthService } from '../auth';
import type { BeforeWriteHook, Proof, Row, WriteHook } from '../crud/crud.service';
import type { ReadRule } from '../crud/readers';
import type { Locale } from '../i18n/messages';
import type { InAppNotifications } from '../notifications/in-app';
import type { Outbox } from '../outbox';
import type { Cause } from '../crud/cause';
import type { Records } from '../crud/records';
import type { PublicCodes } from '../public/public-codes';
import type { RecordAction } from './record-actions';
import type { RuleRefusals } from '../rules/refusals';

/** The app's services a resource's own rules may use. */
export interface OverrideServices {
  pool: Pool;
  /** Other records (and the resource's own beyond the write at hand), read and written through the engine. */
  records: Records;
  permissions: PermissionStore;
  auth: AuthService;
  /** Email and SMS, queued in the caller's transaction. */
  outbox: Outbox;
  /** In-app notifications (the bell), written in the caller's transaction. */
  notifications: InAppNotifications;
  /** The admin's address, for links in messages. */
  publicUrl: string;
  /** Invites one address to a role by email (the users' invitation flow), as `actor`: the invited user. */
  invite(roleKey: string, email: string, actor: { id: string }, locale: Locale): Promise<Row>;
  /** Personal links to public forms (a visitor's survey link): a token only that person holds, naming them. */
  personalLinks: Pick<PublicCodes, 'issueLink'>;
  /**
   * Refusals by the rules the override judges itself, declared in the schema (`kind: 'override'`)
   * with their words in locales/: `throw rules.refuse(write, 'balance', { left })`.
   */
  rules: RuleRefusals;
  /** Every declared resource (a saved view's list is checked against its declaration). */
  registry: Registry;
}

/**
 * A resource's own server behaviour, in `api/src/overrides/{resourceName}.ts` (found by its name,
 * like the admin's overrides): rules checked before a write, effects after it, caches to drop once
 * it committed, routes of its own (record actions) and scheduled jobs. Every hook runs inside the write's transaction; throwing refuses the write whole.
 */
export interface ServerOverride {
  /**
   * Before the declared rules (schema/src/rules.ts) judge the write: complete values they judge
   * and the client does not send (an end derived from a start and a duration). Refuses nothing.
   */
  prepare?: BeforeWriteHook;
  /** Before the SQL: refuse the write (throw the API's 400/403/409) or complete its values. */
  beforeWrite?: BeforeWriteHook;
  /** After the SQL, before the commit: rules that need the written row, effects in the same transaction. */
  afterWrite?: WriteHook;
  /** After the commit. */
  afterCommit?: () => void;
  /** Named operations on one record: `POST /api/{resource}/{id}/{name}` (see record-actions.ts). */
  recordActions?: Record<string, RecordAction>;
  /** The buttons of its public page, for anyone: `POST /api/public/{resource}/{id}/{name}` (no actor). */
  publicActions?: Record<string, RecordAction>;
  /** Who public forms creating its rows text a one-time code to (forms with `oneTimeCode`: a volunteer's check-in). */
  publicCodes?: PublicCodeRules;
  /**
   * Which of its rows a signed-in reader sees beyond the page permission and row scope (a library
   * file kept private to its uploader): conditions added to every read, lists, show, references and exports alike.
   */
  reads?: ReadRule;
  /** Work done every so often, once across every instance (reminders): job `{resource}.{name}`. */
  schedule?: Record<string, ResourceJob>;
}

/**
 * A resource's scheduled job: `run` works in one transaction (its writes through `records`, with
 * `cause`: the job) and returns how many things it did. It must be safe to run again.
 */
export interface ResourceJob {
  everyMinutes: number;
  run: (client: PoolClient, cause: Cause) => Promise<number>;
}

/** A request for a one-time code on a public form: the page's record, the form's key (none: its own form) and the form's values as sent. */
export interface PublicCodeRequest {
  page: string;
  pageId: string;
  form?: string;
  values: Row;
}

/** A resource's rules for the one-time codes of the public forms that create its rows. */
export interface PublicCodeRules {
  /**
   * The person the values name, when they may send the form now (a volunteer accepted for the
   * opportunity): their record and the phone on file. Nothing otherwise: the sender is told the
   * same either way, and the write is made with that person as its `proof`.
   */
  holderOf(request: PublicCodeRequest, client: PoolClient): Promise<(Proof & { phone: string }) | undefined>;
  /** The one answer to every request for a code, whoever the values name: it must not tell. */
  asked: Record<Locale, string>;
  /** The SMS carrying the code, in the sender's language. */
  text: Record<Locale, (code: string, minutes: number) => string>;
}

/** What an override file exports as `override`: its hooks, given the app's services. */
export type OverrideFactory = (services: OverrideServices) => ServerOverride;

export const defineOverride = (factory: OverrideFactory): OverrideFactory => factory;
