import type { Registry, ScopeOwner } from '@club/schema';
import { PasswordHasher } from '../security/password-hashing';
import type { Pool, PoolClient } from 'pg';
import { asyncValueOf, runWithAsyncValue } from '../async-values';
import { BodyParser, type BodyMode } from './body';
import type { Cause } from './cause';
import { ApiError, badRequest, conflict, forbidden, methodNotAllowed, notFound, type FieldErrors } from './errors';
import { deleteLines, lineSetsOf, parseLines, readLines, restoreLines, splitLines, writeLines, type LineInput, type LineSet, type LineWrite } from './lines';
import { assignSequences, HeldCounters, numbersOnUpdate } from './sequences';
import { parseListQuery, type ListQuery, type RawListQuery } from './list-query';
import { MESSAGES, type Locale } from '../i18n/messages';
import { EstimateCache } from './estimate-cache';
import { ListPlans, totalStatementsOf, type TotalStatements } from './list-plans';
import { countExisting, deleteRow, insertRow, MATCHES_FIRST_AT_MOST, statementName, WALK_ROWS, ResourceTable, scopeSql, selectAggregate, selectOne, selectPage, updateRow, type AggregateGroup, type AggregateMeasure, type ReadView, type Statement } from './sql';
import type { Reader, ReadRule } from './readers';
import { inTransaction } from '../database/transaction';
import { translateDatabaseError } from './database-errors';
import { UUID } from './values';
import { rowObjects } from './row-objects';
import { quote, snakeCase, tableOf } from '../database/naming';

/** What a natural key may look like (role keys, page keys). */
const NATURAL_KEY = /^[\w.-]{1,80}$/;

/** Exact totals up to this many rows; beyond it the planner's estimate (a million rows answer in ms). */
export const EXACT_COUNT_CAP = 10_000;

/** How long an exact total is reused for the same query (every local write forgets it at once). */
const EXACT_COUNT_TTL_MS = 2_000;

export type Row = Record<string, unknown>;

export interface Page {
  rows: Row[];
  offset: number;
  total: number;
}

type Queryable = Pick<Pool, 'query'> | PoolClient;

/** Who asked for a write: the signed-in user, or nobody for the system's own writes (start-up, demo data). */
export interface WriteContext {
  /** Who writes; `reauthenticated` when they proved themselves again for this write (their current password, or a reset link). */
  actor?: { id: string; reauthenticated?: boolean };
  /** What the writer may read: hidden fields are refused and left out of the answer, scoped rows checked. */
  reader?: Reader;
  /** The record action this write carries out (an approval), for the resource's before-write rules. */
  recordAction?: RecordActionIntent;
  /**
   * The write may take the record out of the writer's row scope (an approval hands a request to
   * the next approver): the scope is checked before the write only.
   */
  mayLeaveScope?: boolean;
  /**
   * The write is an effect of another (see Records): it may set read-only fields (what rules
   * derive) and write read-only resources (logs the server keeps), runs the target's own rules,
   * which see the cause, and its audit entry names the cause.
   */
  effect?: Cause;
  /** A public sender's proof of who they are (see Proof): only then may the rules attach that identity. */
  proof?: Proof;
  /**
   * A record brought in as it already stands (the demo's history, an import): it may start in any
   * state of its workflow; every other rule judges it as usual.
   */
  asRecorded?: boolean;
}

/**
 * Who a public sender proved to be, by something only that person holds (a personal link the
 * club sent them, a one-time code texted to their phone on file): the record it names. A public
 * write without one is anonymous, whatever its fields say.
 */
export interface Proof {
  resource: string;
  id: string;
}

/** A record action as the before-write rules see it: its name and what the caller sent. */
export interface RecordActionIntent {
  name: string;
  body: Record<string, unknown>;
}

/** What one write did, told to the write hooks inside its transaction. */
export interface WriteEvent {
  resource: string;
  /** Who wrote it; absent for system writes. */
  actor?: { id: string; reauthenticated?: boolean };
  /** The language of the request, for the messages of a hook that refuses the write. */
  locale: Locale;
  /** `restore`: the record came back from the trash (as it was deleted, with its id). */
  action: 'create' | 'update' | 'delete' | 'restore';
  id: string;
  /** The record before the write (update, delete), as the API returns it: secrets left out. */
  before?: Row;
  /** A deleted record's lines as they were, by their key (delete). */
  linesBefore?: Record<string, Row[]>;
  /** The record goes to the trash (delete) or comes back from it (restore): its files stay meanwhile. */
  trashed?: boolean;
  /** The record after the write (create, update), as the API returns it. */
  after?: Row;
  /** The fields whose value changed; a secret field counts whenever a new value was written. */
  changed: string[];
  /** The record action this write carried out (update), with what its caller sent. */
  recordAction?: RecordActionIntent;
  /** The write or job this write is an effect of (a receipt paying its invoice). */
  cause?: Cause;
}

/** Runs inside the write's transaction, on its connection: throwing rolls the write back. */
export type WriteHook = (event: WriteEvent, client: PoolClient) => Promise<void> | void;

/** What a write is about to do, told to the before-write hooks inside its transaction. */
export interface PendingWrite {
  resource: string;
  actor?: { id: string };
  locale: Locale;
  /**
   * `restore`: the record comes back from the trash whole, with its id and values (`values`: every
   * field, read-only ones included; `lines`: its lines): the rules check it still holds, as on a create,
   * but make no create's effects (no new status, number or message).
   */
  action: 'create' | 'update' | 'delete' | 'restore';
  /** Absent on create. */
  id?: string;
  /** The record as it is (update, delete), read for update: nobody changes it meanwhile. */
  before?: Row;
  /** The validated values to write (create, update): a hook may complete them (derived values). */
  values: Row;
  /**
   * The record's child lines as the write will leave them (create, update), by their key
   * ('items'): a hook may complete their values too (a line's amount) and derive the record's
   * from them (totals). `linesBefore`: the lines as they are (update).
   */
  lines?: Record<string, Row[]>;
  linesBefore?: Record<string, Row[]>;
  /** Whether the client sent the lines (update): otherwise they are the stored ones, unchanged. */
  linesGiven?: boolean;
  /** The record action being carried out (update), if the write is one. */
  recordAction?: RecordActionIntent;
  /** What the writer may read (their grants), when the write comes from a signed-in request. */
  reader?: Reader;
  /** The write or job this write is an effect of: the rules may allow it what they refuse a person. */
  cause?: Cause;
  /** Who the public sender proved to be (create from a public page), if they did. */
  proof?: Proof;
  /** A record brought in as it already stands (see WriteContext.asRecorded). */
  asRecorded?: boolean;
  /**
   * Values the answer to this write carries once, under `revealed`, and nothing stores or logs (a
   * new API key's secret): create and update only.
   */
  reveal?: (values: Row) => void;
}

/** The answer of a write, with what its hooks revealed (see PendingWrite.reveal), if anything. */
const withRevealed = (row: Row, revealed: Row): Row => (Object.keys(revealed).length ? { ...row, revealed } : row);

/** Runs after a signed-in reader read rows of a resource, before they are answered: throwing refuses the read. */
export type ReadHook = (resource: string, rows: readonly Row[], reader: Reader, db: Queryable) => Promise<void>;

/** Runs in the write's transaction before its SQL: throwing refuses the write, nothing is written. */
export type BeforeWriteHook = (write: PendingWrite, client: PoolClient) => Promise<void> | void;

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The transaction a write (or `together`) opened: its connection, whether it is still open, and the records effects wrote in it. */
interface OpenTransaction {
  client: PoolClient;
  open: boolean;
  effects: Set<string>;
  /** In a transaction of many writes (an import): effects kept for its end, each once by key. */
  deferred?: Map<string, () => Promise<void>>;
  /** There too: the numbers given, each counter stored once at the end. */
  counters?: HeldCounters;
  /** There too: what effects gather for their end, by key (see collect). */
  gathered?: Map<string, unknown[]>;
}

/** Generic create/read/update/delete over every registered resource. No per-resource code. */
export class CrudService {
  private readonly tables = new Map<string, ResourceTable>();
  private readonly parsers = new Map<string, BodyParser>();
  private readonly estimates = new EstimateCache();
  /** Totals being counted now, by their key: a request for the same total joins the count under way. */
  private readonly totalsUnderWay = new Map<string, Promise<number>>();
  /** Bumped by every committed write: a total counted across one is not kept. */
  private writes = 0;
  private readonly listPlans = new ListPlans(EXACT_COUNT_CAP);
  private readonly hooks: { hook: WriteHook; resources?: Set<string> }[] = [];
  private readonly beforeHooks: { hook: BeforeWriteHook; resources: Set<string> }[] = [];
  private readonly closingBeforeHooks: { hook: BeforeWriteHook; resources: Set<string> }[] = [];
  private readonly committed: { callback: (resource: string) => void; resources: Set<string> }[] = [];
  /** Each resource's child lines (its `lines` declaration). */
  private readonly lineSets = new Map<string, LineSet[]>();
  /** Resources whose rows are lines of another: written only through it. */
  private readonly lineResources = new Set<string>();
  private readonly readRules = new Map<string, ReadRule[]>();
  /** Resources whose deleted records go to the trash (see keepDeletedInTrash). */
  private readonly trashKept = new Set<string>();
  private readonly readHooks = new Map<string, ReadHook[]>();

  /**
   * The open transaction of this call, if any: the one a write (or `together`) opened, joined by
   * every read and write it makes (work it scheduled for later finds it closed).
   */
  private get openClient(): PoolClient | undefined {
    const transaction = asyncValueOf<OpenTransaction>(this);
    return transaction?.open ? transaction.client : undefined;
  }

  /** Notes that an effect wrote this record in the open transaction (the write that caused it answers it as it now is). */
  private noteEffect(name: string, id: string): void {
    asyncValueOf<OpenTransaction>(this)?.effects.add(`${name}/${id}`);
  }

  /** The row as it is now when an effect of its own write changed it again (a count kept on the record); else as written. */
  private async asLeftByEffects(client: PoolClient, table: ResourceTable, row: Row): Promise<Row> {
    if (!asyncValueOf<OpenTransaction>(this)?.effects.has(`${table.resource.name}/${row.id}`)) return row;
    return (await client.query(selectOne(table, row.id as string))).rows[0] ?? row;
  }

  /**
   * Runs `work` as one transaction that the crud calls inside it join; with `deferEffects`, the
   * effects that ask for it run once each at its end (before the commit) rather than after every write.
   */
  private transaction<T>(work: (client: PoolClient) => Promise<T>, deferEffects = false): Promise<T> {
    return inTransaction(this.pool, async (client) => {
      const transaction: OpenTransaction = { client, open: true, effects: new Set(), ...(deferEffects ? { deferred: new Map(), counters: new HeldCounters() } : {}) };
      try {
        return await runWithAsyncValue(this, transaction, async () => {
          const result = await work(client);
          await this.settleDeferred();
          return result;
        });
      } finally {
        transaction.open = false;
      }
    });
  }

  /**
   * `prepareStatements`: name read statements so each connection plans them once. Only for a
   * PostgreSQL server: the embedded database has one session shared by every connection, so a
   * reconnect would find the previous connection's statements still there.
   */
  constructor(
    readonly registry: Registry,
    private readonly pool: Pool,
    private readonly prepareStatements = true,
    /** Hashes the secret fields (users' passwords); sign-in and the account pages check with it too. */
    readonly passwords = new PasswordHasher(),
  ) {
    for (const resource of registry.resources) {
      this.tables.set(resource.name, new ResourceTable(resource, registry.facts(resource.name)));
      this.parsers.set(resource.name, new BodyParser(resource));
    }
    for (const resource of registry.resources) {
      const sets = lineSetsOf(resource, (name) => this.tables.get(name)!, (name) => this.parsers.get(name)!);
      if (sets.length) this.lineSets.set(resource.name, sets);
      for (const set of sets) this.lineResources.add(set.table.resource.name);
    }
  }

  /**
   * Registers a hook run after every create, update and delete (of `resources` only, when given)
   * in the same transaction. Updates of a hooked resource read the record first (locked).
   */
  onWrite(hook: WriteHook, options: { resources?: string[] } = {}): void {
    this.hooks.push({ hook, resources: options.resources && new Set(options.resources) });
  }

  /**
   * Registers a hook run before every create, update and delete of `resources`, in the write's
   * transaction; `first`: before every hook registered so far (values the declared rules judge);
   * `last`: after every other, overrides included (what the engine keeps of the values they set).
   */
  beforeWrite(hook: BeforeWriteHook, options: { resources: string[]; first?: boolean; last?: boolean }): void {
    const entry = { hook, resources: new Set(options.resources) };
    if (options.last) this.closingBeforeHooks.push(entry);
    else if (options.first) this.beforeHooks.unshift(entry);
    else this.beforeHooks.push(entry);
  }

  private async runBeforeHooks(client: PoolClient, write: PendingWrite): Promise<void> {
    for (const { hook, resources } of [...this.beforeHooks, ...this.closingBeforeHooks]) if (resources.has(write.resource)) await hook(write, client);
  }

  private hasBeforeHooks(name: string): boolean {
    return [...this.beforeHooks, ...this.closingBeforeHooks].some(({ resources }) => resources.has(name));
  }

  /** Registers a callback run after a write of one of `resources` committed (caches to drop). */
  onCommitted(callback: (resource: string) => void, options: { resources: string[] }): void {
    this.committed.push({ callback, resources: new Set(options.resources) });
  }

  private committedWrite<T>(name: string, result: T): T {
    // A total counted before this write may be off by it now (any resource's: audit entries too).
    this.estimates.clear();
    this.totalsUnderWay.clear();
    this.writes++;
    for (const { callback, resources } of this.committed) if (resources.has(name)) callback(name);
    return result;
  }

  private hooksOf(name: string): WriteHook[] {
    return this.hooks.filter(({ resources }) => !resources || resources.has(name)).map(({ hook }) => hook);
  }

  private async afterWrite(client: PoolClient, hooks: WriteHook[], event: WriteEvent): Promise<void> {
    for (const hook of hooks) await hook(event, client);
  }

  /**
   * A delete of one of `resources` sends the record to the trash: its delete event says so (the
   * trash keeps it, its files stay) and carries its lines. Lines and read-only resources have none.
   */
  keepDeletedInTrash(resources: readonly string[]): string[] {
    for (const name of resources) if (!this.lineResources.has(name) && !this.table(name).resource.readOnly) this.trashKept.add(name);
    return [...this.trashKept];
  }

  /** Registers a hook run after every read of `resources` by a signed-in reader (the audit of confidential reads). */
  onRead(hook: ReadHook, options: { resources: string[] }): void {
    for (const name of options.resources) this.readHooks.set(name, [...(this.readHooks.get(name) ?? []), hook]);
  }

  private async afterRead(name: string, rows: Row[], reader?: Reader): Promise<Row[]> {
    if (reader && rows.length) for (const hook of this.readHooks.get(name) ?? []) await hook(name, rows, reader, this.db);
    return rows;
  }

  /** Adds a read rule to a resource (see ReadRule): applied to every read by a signed-in reader. */
  restrictReads(name: string, rule: ReadRule): void {
    this.readRules.set(name, [...(this.readRules.get(name) ?? []), rule]);
  }

  /** The fields of a table a reader may not read: sensitive ones whose grant their role lacks. */
  hiddenFields(table: ResourceTable, reader?: Reader): Set<string> {
    const hidden = new Set<string>();
    if (reader) for (const [field, grant] of table.facts.sensitive) if (!reader.holds(grant)) hidden.add(field);
    return hidden;
  }

  /** The owners that limit what a reader sees of a table, or undefined when they see every row. */
  private scopeOf(table: ResourceTable, reader?: Reader): readonly ScopeOwner[] | undefined {
    const scope = table.resource.scope;
    return reader && scope && !reader.holds(scope.everyone.grant) ? table.facts.scopeOwners : undefined;
  }

  /**
   * What a reader sees of a table, in SQL: their hidden fields never selected, their row scope and
   * the resource's read rules in every WHERE. The system (no reader) sees everything.
   */
  viewFor(table: ResourceTable, reader?: Reader, listed = false): ReadView {
    // Nothing in the table is kept from anyone: everyone's view is the whole table.
    if (!reader || (table.facts.sensitive.size === 0 && !table.resource.scope && !this.readRules.has(table.resource.name))) return table.fullView;
    const hidden = this.hiddenFields(table, reader);
    const owners = this.scopeOf(table, reader);
    const rules = this.readRules.get(table.resource.name) ?? [];
    if (hidden.size === 0 && !owners && rules.length === 0) return table.fullView;
    const masked = Object.assign({}, ...rules.map((rule) => rule.masked?.(reader) ?? {})) as Record<string, string>;
    return {
      selection: table.selectionOf(hidden, masked),
      hidden,
      conditions: (values) => {
        const parameter = (value: unknown) => {
          values.push(value);
          return `$${values.length}`;
        };
        const conditions = this.rowConditions(table.resource.name, reader, parameter);
        if (listed) for (const rule of rules) conditions.push(...(rule.unlisted?.(reader, parameter) ?? []));
        return conditions;
      },
    };
  }

  /**
   * The conditions on a resource's rows for a reader (their row scope, the resource's read rules),
   * as SQL over its own table, values passed through `parameter`: what another read (the register
   * of attachments) applies to keep to the rows the reader sees. None for one who sees them all.
   */
  rowConditions(name: string, reader: Reader, parameter: (value: unknown) => string): string[] {
    const table = this.table(name);
    const owners = this.scopeOf(table, reader);
    const conditions = owners ? [scopeSql(owners, `${parameter(reader.userId)}::uuid`, table.resource.scope?.when)] : [];
    for (const rule of this.readRules.get(name) ?? []) conditions.push(...(rule.conditions?.(reader, parameter) ?? []));
    return conditions;
  }

  /**
   * A row without the fields the reader may not read (the answer to a write), its lines likewise
   * (an invitation order's visitors without the phone numbers their reader may not read).
   */
  private readable(table: ResourceTable, row: Row, reader?: Reader): Row {
    const hidden = this.hiddenFields(table, reader);
    const sets = this.lineSets.get(table.resource.name) ?? [];
    if (!reader || (hidden.size === 0 && sets.length === 0)) return row;
    const readable = Object.fromEntries(Object.entries(row).filter(([name]) => !hidden.has(name)));
    for (const set of sets) {
      const lines = readable[set.key];
      if (Array.isArray(lines)) readable[set.key] = lines.map((line: Row) => this.readable(set.table, line, reader));
    }
    return readable;
  }

  /**
   * Refuses a write that sends a field its writer may not read (a role without the salaries grant
   * sets no salary), its lines' fields included (`visitors.0.phone`).
   */
  private refuseHiddenInput(table: ResourceTable, body: unknown, locale: Locale, reader?: Reader): void {
    if (!reader || typeof body !== 'object' || body === null) return;
    const hidden = this.hiddenFields(table, reader);
    const sent = Object.keys(body).filter((name) => hidden.has(name));
    for (const set of this.lineSets.get(table.resource.name) ?? []) {
      const lines = (body as Row)[set.key];
      const hiddenInLine = this.hiddenFields(set.table, reader);
      if (!Array.isArray(lines) || hiddenInLine.size === 0) continue;
      lines.forEach((line, index) => {
        if (typeof line === 'object' && line !== null) sent.push(...Object.keys(line).filter((name) => hiddenInLine.has(name)).map((name) => `${set.key}.${index}.${name}`));
      });
    }
    if (sent.length === 0) return;
    const m = MESSAGES[locale];
    throw forbidden(m.hiddenFields(table.resource.name, sent.join(', ')), Object.fromEntries(sent.map((name) => [name, m.hiddenField])));
  }

  /**
   * A scoped writer's row must be theirs before the write (else it does not exist for them: 404)
   * and after it (nobody hands a record over to someone else and loses it: 403).
   */
  private async checkScope(client: PoolClient, table: ResourceTable, id: string, locale: Locale, reader: Reader | undefined, moment: 'before' | 'after', lock: '' | ' FOR UPDATE' | ' FOR NO KEY UPDATE' = moment === 'before' ? ' FOR UPDATE' : ''): Promise<void> {
    const owners = this.scopeOf(table, reader);
    if (!owners) return;
    const { rows } = await client.query(`SELECT 1 FROM ${table.table} WHERE "id" = $1 AND ${scopeSql(owners, '$2::uuid', table.resource.scope?.when)}${lock}`, [id, reader!.userId]);
    if (rows.length > 0) return;
    const m = MESSAGES[locale];
    if (moment === 'before') throw notFound(m.notFound(table.resource.name, id));
    const direct = owners.filter((owner) => !owner.through);
    throw forbidden(m.outOfScope(table.resource.name), Object.fromEntries(direct.map((owner) => [owner.field, m.outOfScopeField])));
  }

  /** A scoped writer who names no owner on create is the owner: their own request. */
  private ownByDefault(table: ResourceTable, values: Row, reader?: Reader): void {
    // A list of owners (a player's parents' accounts) is the server's to keep, never defaulted.
    const direct = this.scopeOf(table, reader)?.filter((owner) => !owner.through && !owner.many) ?? [];
    if (direct.length > 0 && direct.every((owner) => values[owner.field] === undefined || values[owner.field] === null)) values[direct[0]!.field] = reader!.userId;
  }

  table(name: string, locale: Locale = 'en'): ResourceTable {
    const table = this.tables.get(name);
    if (!table) throw notFound(MESSAGES[locale].unknownResource(name));
    return table;
  }

  /**
   * The table of a resource clients may write this way: a read-only one answers 405 before
   * anything is read, and so does creating or deleting a row of one whose rows the server keeps.
   */
  private writableTable(name: string, locale: Locale, action: 'create' | 'update' | 'delete', context: WriteContext): ResourceTable {
    const table = this.table(name, locale);
    if (this.lineResources.has(name)) throw methodNotAllowed(MESSAGES[locale].writtenWithParent(name));
    // The server keeps a read-only resource's rows: by the effects of other writes.
    if (table.resource.readOnly && !context.effect) throw methodNotAllowed(MESSAGES[locale].readOnlyResource(name));
    if (table.resource.serverRows && action !== 'update') throw methodNotAllowed(MESSAGES[locale].serverRowsResource(name), ['GET', 'HEAD', 'PUT']);
    return table;
  }

  /** A natural key given for a keyed reference ('cashier' for a roleId) becomes the id it names. */
  private async resolveKeys(table: ResourceTable, body: unknown, locale: Locale): Promise<unknown> {
    if (table.facts.keyedReferences.size === 0 || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    const m = MESSAGES[locale];
    const resolved: Row = { ...(body as Row) };
    for (const [name, { target, key }] of table.facts.keyedReferences) {
      const value = resolved[name];
      // Anything that cannot be a key is left to the validator, which names the field.
      if (typeof value !== 'string' || UUID.test(value) || !NATURAL_KEY.test(value)) continue;
      const { rows } = await this.db.query(`SELECT "id" FROM ${quote(tableOf(target))} WHERE ${quote(snakeCase(key))} = $1`, [value]);
      if (!rows[0]) throw badRequest(m.invalid(table.resource.name, name), { [name]: m.missingReference });
      resolved[name] = rows[0].id;
    }
    return resolved;
  }

  parseList(name: string, raw: RawListQuery, locale: Locale = 'en'): ListQuery {
    const table = this.table(name, locale);
    return parseListQuery(table.resource, table.facts, raw, locale);
  }

  async list(name: string, raw: RawListQuery, locale: Locale = 'en', reader?: Reader): Promise<Page> {
    const table = this.table(name, locale);
    const plan = this.listPlans.planOf(table, raw, locale);
    const { query } = plan;
    // A list that names its rows by id (a reference's names) reads rows the others leave unlisted.
    const view = this.viewFor(table, reader, !query.conditions.some((condition) => condition.field === 'id'));
    // Filtering or sorting by a field would tell its value as surely as reading it.
    if (view.hidden.size > 0) {
      const used = [...query.conditions.map((condition) => condition.field), query.sort.field].filter((field) => view.hidden.has(field));
      if (used.length > 0) throw forbidden(MESSAGES[locale].hiddenFields(name, [...new Set(used)].join(', ')));
    }
    const offset = query.range?.offset ?? 0;
    if (query.search && query.range) {
      // The count first: it is needed for the total, and it tells how to read the page.
      const total = await this.total(table, query, totalStatementsOf(table, query, view, EXACT_COUNT_CAP));
      let rows: Row[] | undefined;
      if (await this.walkMeetsPage(table, query.range, total)) {
        rows = (await this.read(table, selectPage(table, query, view, 'walk'), false)).rows;
        // A walk that could not fill the page stopped short (or reached the last page): find the matches.
        if (rows.length < query.range.limit) rows = undefined;
      }
      rows ??= (await this.read(table, selectPage(table, query, view, 'matchesFirst'), false)).rows;
      return { rows: await this.afterRead(name, rows, reader), offset, total: this.pageTells(query, rows) ?? total };
    }
    const statements = this.listPlans.statementsOf(table, plan, view);
    const { rows } = await this.read(table, statements.page, !query.search);
    if (reader && rows.length && this.readHooks.has(name)) await this.afterRead(name, rows, reader);
    // A total counted a moment ago (most lists) is taken without waiting for anything.
    return { rows, offset, total: this.pageTells(query, rows) ?? this.estimates.get(statements.key) ?? (await this.total(table, query, statements)) };
  }

  /**
   * A count, total or average (one, or one per group) over the rows the reader's list with this
   * filter would show: the filter checked like a list's, hidden fields neither measured nor grouped by.
   */
  async aggregate(name: string, filter: Record<string, unknown>, measure: AggregateMeasure, group: AggregateGroup | undefined, locale: Locale = 'en', reader?: Reader): Promise<{ key: string | null; value: number }[]> {
    const table = this.table(name, locale);
    const query = this.parseList(name, { filter: JSON.stringify(filter) }, locale);
    const view = this.viewFor(table, reader);
    const used = [...query.conditions.map((condition) => condition.field), ...('field' in measure ? [measure.field] : []), ...(group ? [group.field] : [])].filter((field) => view.hidden.has(field));
    if (used.length > 0) throw forbidden(MESSAGES[locale].hiddenFields(name, [...new Set(used)].join(', ')));
    const { rows } = await this.read(table, selectAggregate(table, query, view, measure, group), true);
    return rows.map((row) => ({ key: row.key === undefined ? null : (row.key as string | null), value: Number(row.value) }));
  }

  /**
   * Whether walking the sort's index should fill the page well inside WALK_ROWS: there are more
   * than a few matches, and they are dense enough for the page's depth.
   */
  private async walkMeetsPage(table: ResourceTable, range: { offset: number; limit: number }, total: number): Promise<boolean> {
    if (total <= MATCHES_FIRST_AT_MOST) return false;
    const key = `rows\u0000${table.table}`;
    let rows = this.estimates.get(key);
    if (rows === undefined) {
      const { rows: found } = await this.db.query('SELECT "reltuples"::float8 AS "rows" FROM "pg_class" WHERE "oid" = $1::regclass', [table.table]);
      rows = Number(found[0]?.rows ?? -1);
      this.estimates.set(key, rows);
    }
    // A table never analysed has no size yet: try the walk, which gives way when it falls short.
    return rows <= 0 || ((range.offset + range.limit) * rows) / total <= WALK_ROWS / 2;
  }

  /** A page that is not full (or no paging at all) already tells the exact total. */
  private pageTells(query: ListQuery, rows: readonly Row[]): number | undefined {
    const offset = query.range?.offset ?? 0;
    if (!query.range || (rows.length < query.range.limit && (rows.length > 0 || offset === 0))) return offset + rows.length;
    return undefined;
  }

  /**
   * A list's total: kept from a moment ago, or counted. Requests that want the same total while it
   * is counted (a screen full of people searching the same words, or all of them the moment it
   * expires) wait for that one count instead of each running their own.
   */
  private total(table: ResourceTable, query: ListQuery, statements: TotalStatements): Promise<number> {
    const cached = this.estimates.get(statements.key);
    if (cached !== undefined) return Promise.resolve(cached);
    const underWay = this.totalsUnderWay.get(statements.key);
    if (underWay) return underWay;
    const counting = this.count(table, query, statements).finally(() => {
      if (this.totalsUnderWay.get(statements.key) === counting) this.totalsUnderWay.delete(statements.key);
    });
    this.totalsUnderWay.set(statements.key, counting);
    return counting;
  }

  private async count(table: ResourceTable, query: ListQuery, statements: TotalStatements): Promise<number> {
    const writes = this.writes;
    // A write committed meanwhile may have changed what was counted: the total is answered, not kept.
    const keep = (total: number, ttlMs?: number) => {
      if (writes === this.writes) this.estimates.set(statements.key, total, Date.now(), ttlMs);
      return total;
    };
    const { rows: plan } = await this.read(table, statements.explain, !query.search);
    const estimate = Math.round((plan[0]!['QUERY PLAN'] as { Plan: { 'Plan Rows': number } }[])[0]!.Plan['Plan Rows']);
    if (estimate > EXACT_COUNT_CAP * 2) return keep(estimate);
    const { rows } = await this.read(table, statements.count(), !query.search);
    const count = rows[0].count as number;
    return keep(count > EXACT_COUNT_CAP ? Math.max(estimate, count) : count, EXACT_COUNT_TTL_MS);
  }

  /**
   * Makes the rows the server keeps that are missing: the one row of every singleton (settings)
   * resource, and a row per value of a `rowPerValue` resource (a task state per status), each from
   * the fields' defaults. Under a lock per table, so instances starting together make them once.
   */
  async ensureServerRows(): Promise<string[]> {
    const made: string[] = [];
    for (const resource of this.registry.resources.filter((candidate) => candidate.singleton || candidate.rowPerValue)) {
      const table = this.table(resource.name);
      const key = resource.rowPerValue;
      const values = key ? ((resource.fields[key] as { values: readonly string[] }).values) : [undefined];
      await inTransaction(this.pool, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`serverRows:${resource.name}`]);
        const { rows } = await client.query(key ? `SELECT ${table.column(key)} AS "key" FROM ${table.table}` : `SELECT 1 FROM ${table.table} LIMIT 1`);
        const present = new Set(rows.map((row) => row.key));
        for (const value of values) {
          if (key ? present.has(value) : rows.length > 0) continue;
          const { values: row } = await this.parsers.get(resource.name)!.parse({}, 'create');
          await client.query(insertRow(table, key ? { ...row, [key]: value } : row));
          made.push(key ? `${resource.name}:${value}` : resource.name);
        }
      });
    }
    return made;
  }

  async getOne(name: string, id: string, locale: Locale = 'en', reader?: Reader): Promise<Row> {
    const table = this.table(name, locale);
    const row = UUID.test(id) ? (await this.read(table, selectOne(table, id, this.viewFor(table, reader)))).rows[0] : undefined;
    if (!row) throw notFound(MESSAGES[locale].notFound(name, id));
    for (const set of this.lineSets.get(name) ?? []) row[set.key] = await readLines(this.db, set, id);
    await this.afterRead(name, [row], reader);
    return this.readable(table, row, reader);
  }

  /**
   * Whether a reader may read a record now by its resource's row rules (their row scope, the read
   * rules): what getOne would find, without reading the record or running the read hooks (nothing
   * was read, so no confidential read is logged). No row rules for this reader: no query at all.
   */
  async readableBy(name: string, id: string, reader: Reader): Promise<boolean> {
    if (!UUID.test(id)) return false;
    if (!this.hasRowRules(name, reader)) return true;
    return this.visibleOn(this.pool, name, id, reader);
  }

  /** Whether a record is there and within a reader's row rules: what getOne would find, without its read hooks. */
  async visibleTo(name: string, id: string, reader: Reader): Promise<boolean> {
    return UUID.test(id) && this.visibleOn(this.db, name, id, reader);
  }

  private async visibleOn(db: Pool | PoolClient, name: string, id: string, reader: Reader): Promise<boolean> {
    const table = this.table(name);
    const { text, values } = selectOne(table, id, this.viewFor(table, reader));
    const { rows } = await db.query({ text: `SELECT 1 FROM (${text}) AS "visible"`, values });
    return rows.length > 0;
  }

  /** Whether a reader is kept to some rows of a resource (a row scope, a read rule): none for one who reads them all. */
  hasRowRules(name: string, reader: Reader): boolean {
    return this.rowConditions(name, reader, () => 'NULL').length > 0;
  }

  /** Forgets the totals counted before a write another instance committed (told by the live changes). */
  forgetTotals(): void {
    this.estimates.clear();
    this.totalsUnderWay.clear();
    this.writes++;
  }

  /**
   * One record as it is stored, locked until the open transaction ends (as an update locks it), if
   * the reader may see it (their row scope, the read rules); 404 otherwise, as for a read. What a
   * record action is judged on: nobody changes the record between the judgement and the action.
   */
  async lockForAction(name: string, id: string, locale: Locale = 'en', reader?: Reader): Promise<Row> {
    const table = this.table(name, locale);
    const missing = notFound(MESSAGES[locale].notFound(name, id));
    if (!UUID.test(id)) throw missing;
    const client = this.openClient;
    if (!client) throw new Error('lockForAction runs inside a transaction (crud.together)');
    const read = selectOne(table, id);
    const row = (await client.query({ ...read, text: `${read.text} FOR NO KEY UPDATE` })).rows[0];
    // Locked first, then judged visible: nothing moves it out of the reader's sight meanwhile.
    const visible = row && (!reader || (await client.query(selectOne(table, id, this.viewFor(table, reader)))).rows.length > 0);
    if (!visible) throw missing;
    return row;
  }

  /** A record's lines of every kind, by their key, as stored (the system's read: a rule's). */
  async linesOfRecord(name: string, id: string): Promise<Row> {
    const lines: Row = {};
    for (const set of this.lineSets.get(name) ?? []) lines[set.key] = await readLines(this.db, set, id);
    return lines;
  }

  /** A record's lines of one key, in their order (a public page's survey questions). */
  async linesOf(name: string, key: string, id: string): Promise<Row[]> {
    const set = this.lineSets.get(name)?.find((candidate) => candidate.key === key);
    return set ? readLines(this.db, set, id) : [];
  }

  /** The body's own fields and its lines, checked together: every problem is told at once. */
  private async parseWithLines(name: string, body: unknown, mode: BodyMode, locale: Locale, existing: Map<string, Row[]> = new Map(), trusted = false) {
    const table = this.table(name, locale);
    const sets = this.lineSets.get(name) ?? [];
    const { own, given } = splitLines(sets, await this.resolveKeys(table, body, locale));
    // A line's keyed references take natural keys too (a step's approver role 'manager').
    for (const set of sets) {
      const lines = given.get(set.key);
      if (Array.isArray(lines)) given.set(set.key, await Promise.all(lines.map((line) => this.resolveKeys(set.table, line, locale))));
    }
    const { lines, errors } = await parseLines(sets, given, existing, locale);
    let parsed: Awaited<ReturnType<BodyParser['parse']>> | undefined;
    try {
      parsed = await this.parsers.get(name)!.parse(own, mode, locale, trusted);
    } catch (error) {
      if (!(error instanceof ApiError) || Object.keys(errors).length === 0) throw error;
      Object.assign(errors, (error.getResponse() as { errors: FieldErrors }).errors);
    }
    if (Object.keys(errors).length > 0) throw badRequest(MESSAGES[locale].invalid(name, Object.keys(errors).join(', ')), errors);
    return { ...parsed!, lines };
  }

  /** Writes a record's lines as its hooks left them, with the child resource's own write hooks (its audit trail). */
  private async saveLines(client: PoolClient, name: string, id: string, lines: Record<string, Row[]>, inputs: Map<string, LineInput[]>, current: Record<string, Row[]>, context: WriteContext, locale: Locale): Promise<Record<string, Row[]>> {
    const saved: Record<string, Row[]> = {};
    for (const set of this.lineSets.get(name) ?? []) {
      const given = inputs.get(set.key) ?? [];
      // The hooks saw (and may have completed) the values in `lines`, one per input in order.
      const completed = (lines[set.key] ?? []).map((values, index) => ({ id: given[index]?.id, values }));
      const { rows, writes } = await writeLines(client, set, id, completed, current[set.key] ?? []);
      await this.lineHooks(client, set, writes, context, locale);
      saved[set.key] = rows;
    }
    return saved;
  }

  private async lineHooks(client: PoolClient, set: LineSet, writes: readonly LineWrite[], context: WriteContext, locale: Locale, trashed?: boolean): Promise<void> {
    const hooks = this.hooksOf(set.table.resource.name);
    for (const write of writes) await this.afterWrite(client, hooks, { resource: set.table.resource.name, actor: context.actor, locale, ...write, trashed, cause: context.effect });
  }

  /** The stored lines as inputs (an update that does not send them keeps them, re-derived). */
  private static storedInputs(set: LineSet, rows: readonly Row[]): LineInput[] {
    const fields = Object.keys(set.table.resource.fields).filter((field) => field !== set.definition.parentField && field !== 'position');
    return rows.map((row) => ({ id: row.id as string, values: Object.fromEntries(fields.map((field) => [field, row[field]])) }));
  }

  /** Checks a body as a write of it would (400 with every problem), writing nothing. */
  async check(name: string, body: unknown, mode: BodyMode, locale: Locale = 'en'): Promise<void> {
    await this.parseWithLines(name, body, mode, locale);
  }

  async create(name: string, body: unknown, locale: Locale = 'en', context: WriteContext = {}): Promise<Row> {
    const table = this.writableTable(name, locale, 'create', context);
    this.refuseHiddenInput(table, body, locale, context.reader);
    const { values, lines: inputs } = await this.parseWithLines(name, body, 'create', locale, new Map(), Boolean(context.effect));
    this.ownByDefault(table, values, context.reader);
    const sets = this.lineSets.get(name) ?? [];
    const revealed: Row = {};
    return this.committedWrite(name, await this.write(table, locale, async (client) => {
      await this.checkReferences(client, table, values, locale);
      await assignSequences(client, table.resource, values, undefined, this.heldCounters);
      const lines = Object.fromEntries(sets.map((set) => [set.key, (inputs.get(set.key) ?? []).map((input) => input.values)]));
      await this.runBeforeHooks(client, {
        resource: name, actor: context.actor, locale, action: 'create', values, lines: sets.length ? lines : undefined, linesGiven: true, reader: context.reader, cause: context.effect, proof: context.proof, asRecorded: context.asRecorded,
        reveal: (shown) => void Object.assign(revealed, shown),
      });
      const row = (await client.query(insertRow(table, await this.hashSecrets(table, values)))).rows[0];
      await this.checkScope(client, table, row.id, locale, context.reader, 'after');
      const saved = sets.length ? await this.saveLines(client, name, row.id, lines, inputs, {}, context, locale) : {};
      const hooks = this.hooksOf(name);
      if (hooks.length) await this.afterWrite(client, hooks, { resource: name, actor: context.actor, locale, action: 'create', id: row.id, after: row, changed: Object.keys(values), cause: context.effect });
      const created = this.readable(table, { ...(await this.asLeftByEffects(client, table, row)), ...saved }, context.reader);
      if (context.effect) this.noteEffect(name, row.id);
      return withRevealed(created, revealed);
    }));
  }

  async update(name: string, id: string, body: unknown, locale: Locale = 'en', context: WriteContext = {}): Promise<Row> {
    const m = MESSAGES[locale];
    const table = this.writableTable(name, locale, 'update', context);
    if (!UUID.test(id)) throw notFound(m.notFound(name, id));
    this.refuseHiddenInput(table, body, locale, context.reader);
    const sets = this.lineSets.get(name) ?? [];
    // The lines' ids are checked against the record's (read again, locked, in the transaction).
    const existing = new Map<string, Row[]>();
    for (const set of sets) existing.set(set.key, await readLines(this.db, set, id));
    const { values, expectedVersion, lines: inputs } = await this.parseWithLines(name, body, 'update', locale, existing, Boolean(context.effect));
    const revealed: Row = {};
    return this.committedWrite(name, await this.write(table, locale, async (client) => {
      await this.checkScope(client, table, id, locale, context.reader, 'before', ' FOR NO KEY UPDATE');
      await this.checkReferences(client, table, values, locale);
      const hooks = this.hooksOf(name);
      const read = selectOne(table, id);
      // FOR NO KEY UPDATE, as the UPDATE itself: a concurrent insert of a child that refers to this
      // record (its foreign key's KEY SHARE lock) neither waits for it nor deadlocks with it.
      const before = hooks.length || this.hasBeforeHooks(name) || sets.length || numbersOnUpdate(table.resource) ? (await client.query({ ...read, text: `${read.text} FOR NO KEY UPDATE` })).rows[0] : undefined;
      const current: Record<string, Row[]> = {};
      const lineInputs = new Map<string, LineInput[]>();
      for (const set of sets) {
        current[set.key] = before ? await readLines(client, set, id, true) : [];
        lineInputs.set(set.key, inputs.get(set.key) ?? CrudService.storedInputs(set, current[set.key]!));
      }
      const lines = Object.fromEntries(sets.map((set) => [set.key, lineInputs.get(set.key)!.map((input) => ({ ...input.values }))]));
      // A record that is gone or stale is answered below; the rules judge only a write that can land.
      if (before && (expectedVersion === undefined || before.version === expectedVersion)) {
        await this.runBeforeHooks(client, {
          resource: name, actor: context.actor, locale, action: 'update', id, before, values, recordAction: context.recordAction, reader: context.reader, cause: context.effect,
          reveal: (shown) => void Object.assign(revealed, shown),
          ...(sets.length ? { lines, linesBefore: current, linesGiven: inputs.size > 0 } : {}),
        });
      }
      // After the rules: they may be what brings the record to its number (an invoice issued).
      if (before && (expectedVersion === undefined || before.version === expectedVersion)) await assignSequences(client, table.resource, values, before, this.heldCounters);
      const { rows } = await client.query(updateRow(table, id, await this.hashSecrets(table, values), expectedVersion));
      if (rows[0]) {
        if (!context.mayLeaveScope) await this.checkScope(client, table, id, locale, context.reader, 'after');
        const saved = sets.length ? await this.saveLines(client, name, id, lines, lineInputs, current, context, locale) : {};
        if (hooks.length) {
          const changed = Object.keys(values).filter((key) => table.facts.secret.has(key) || !sameValue(before?.[key], rows[0][key]));
          await this.afterWrite(client, hooks, { resource: name, actor: context.actor, locale, action: 'update', id, before, after: rows[0], changed, recordAction: context.recordAction, cause: context.effect });
        }
        const updated = this.readable(table, { ...(await this.asLeftByEffects(client, table, rows[0])), ...saved }, context.reader);
        if (context.effect) this.noteEffect(name, id);
        return withRevealed(updated, revealed);
      }
      const currentRow = (await client.query(selectOne(table, id))).rows[0];
      if (!currentRow) throw notFound(m.notFound(name, id));
      throw conflict(m.stale(currentRow.version, expectedVersion), { version: m.staleField(currentRow.version) });
    }));
  }

  async delete(name: string, id: string, locale: Locale = 'en', context: WriteContext = {}): Promise<Row> {
    const table = this.writableTable(name, locale, 'delete', context);
    if (!UUID.test(id)) throw notFound(MESSAGES[locale].notFound(name, id));
    return this.committedWrite(name, await this.write(table, locale, async (client) => {
      await this.checkScope(client, table, id, locale, context.reader, 'before');
      if (this.hasBeforeHooks(name)) {
        const read = selectOne(table, id);
        const before = (await client.query({ ...read, text: `${read.text} FOR UPDATE` })).rows[0];
        if (before) await this.runBeforeHooks(client, { resource: name, actor: context.actor, locale, action: 'delete', id, before, values: {}, reader: context.reader, cause: context.effect });
      }
      // Its lines go with it, each through its own resource's hooks (and with it to the trash).
      const trashed = this.trashKept.has(name);
      const linesBefore: Record<string, Row[]> = {};
      for (const set of this.lineSets.get(name) ?? []) {
        const writes = await deleteLines(client, set, id);
        linesBefore[set.key] = writes.map((write) => write.before!);
        await this.lineHooks(client, set, writes, context, locale, trashed);
      }
      const row = (await client.query(deleteRow(table, id))).rows[0];
      if (!row) throw notFound(MESSAGES[locale].notFound(name, id));
      const hooks = this.hooksOf(name);
      if (hooks.length) await this.afterWrite(client, hooks, { resource: name, actor: context.actor, locale, action: 'delete', id, before: row, linesBefore, trashed, changed: [], cause: context.effect });
      return this.readable(table, row, context.reader);
    }));
  }

  /**
   * Brings a deleted record back as the trash kept it: its id, creation time and values (read-only
   * ones included; a field added since takes its default), its lines with their ids, its files. The
   * resource's rules check it as they would a new record (`action: 'restore'`), PostgreSQL its
   * unique values and references; its hooks see a `restore` (the audit entry among them). Joins the
   * open transaction (the trash's, which removes the entry with it).
   */
  async restore(name: string, snapshot: { record: Row; lines?: Record<string, Row[]> }, locale: Locale = 'en', context: WriteContext = {}): Promise<Row> {
    const table = this.table(name, locale);
    const sets = this.lineSets.get(name) ?? [];
    const { id, createdAt, updatedAt: _updatedAt, version, ...stored } = snapshot.record;
    // What the record holds of today's fields (one dropped since is left behind) and its lines.
    const body: Row = Object.fromEntries(Object.entries(stored).filter(([field]) => Object.hasOwn(table.resource.fields, field)));
    for (const set of sets) body[set.key] = snapshot.lines?.[set.key] ?? [];
    const existing = new Map(sets.map((set) => [set.key, (snapshot.lines?.[set.key] ?? []) as Row[]]));
    const { values, lines: inputs } = await this.parseWithLines(name, body, 'create', locale, existing, true);
    return this.committedWrite(name, await this.write(table, locale, async (client) => {
      await this.checkReferences(client, table, values, locale);
      const lines = Object.fromEntries(sets.map((set) => [set.key, (inputs.get(set.key) ?? []).map((input) => ({ ...input.values }))]));
      // The rules judge the record; what they would derive anew (a time, a status) is not taken: it comes back as it was.
      const kept = { ...values };
      await this.runBeforeHooks(client, { resource: name, actor: context.actor, locale, action: 'restore', id: String(id), values, lines: sets.length ? lines : undefined, linesGiven: true, reader: context.reader, cause: context.effect });
      Object.assign(values, kept);
      for (const set of sets) lines[set.key] = (lines[set.key] ?? []).map((line, index) => ({ ...line, ...inputs.get(set.key)?.[index]?.values }));
      const row = (await client.query(insertRow(table, { ...values, id, createdAt, version: Number(version ?? 0) + 1 }))).rows[0];
      const saved: Record<string, Row[]> = {};
      for (const set of sets) {
        // The hooks saw (and may have completed) the values in `lines`, one per stored line in order.
        const given = inputs.get(set.key) ?? [];
        const restored = await restoreLines(client, set, row.id, (lines[set.key] ?? []).map((values, index) => ({ id: given[index]?.id, values })), snapshot.lines?.[set.key] ?? []);
        await this.lineHooks(client, set, restored.writes, context, locale, true);
        saved[set.key] = restored.rows;
      }
      const hooks = this.hooksOf(name);
      if (hooks.length) await this.afterWrite(client, hooks, { resource: name, actor: context.actor, locale, action: 'restore', id: row.id, after: row, trashed: true, changed: Object.keys(values), cause: context.effect });
      return this.readable(table, { ...row, ...saved }, context.reader);
    }));
  }

  /**
   * `prepare: false` for a search: a prepared statement's generic plan cannot see the pattern,
   * and the best plan for a rare fragment and for a common word differ by 100 times.
   */
  private async read(table: ResourceTable, statement: Statement, prepare = true): Promise<{ rows: Row[] }> {
    try {
      const name = this.prepareStatements && prepare ? statementName(statement) : undefined;
      const { fields, rows } = await this.db.query<unknown[]>({ name, text: statement.text, values: statement.values, rowMode: 'array' });
      return { rows: rowObjects(fields, rows) };
    } catch (error) {
      throw translateDatabaseError(error, table, this.registry);
    }
  }

  /** Where reads go: the open transaction's connection inside one (it sees its own writes), else the pool. */
  private get db(): Pool | PoolClient {
    return this.openClient ?? this.pool;
  }

  /**
   * Runs several reads and writes as one transaction: each create, update and delete inside
   * `work` joins it (with its rules, hooks and audit entry), and a refusal of any writes none of
   * them (a squad's attendance taken at once). Inside an open transaction it simply joins it.
   * `work` gets the transaction's connection for statements of its own beside the writes.
   */
  async together<T>(work: (client: PoolClient) => Promise<T>, options: { deferEffects?: boolean } = {}): Promise<T> {
    const open = this.openClient;
    if (open) return work(open);
    return this.transaction((client) => work(client), options.deferEffects);
  }

  /**
   * An effect that may wait for the end of a transaction of many writes (a parent's count after
   * each of 10,000 imported children: once, at the end, instead of 10,000 times on one row whose
   * versions pile up). Keyed: the same effect asked again runs once. Elsewhere it runs now.
   */
  async deferrable(key: string, effect: () => Promise<void>): Promise<void> {
    const deferred = asyncValueOf<OpenTransaction>(this)?.deferred;
    if (!deferred) return effect();
    deferred.set(key, effect);
  }

  /**
   * Hands `item` to `flush` now, or, in a transaction of many writes, gathers it with the others
   * of its key and hands them all to `flush` once, at the end (changes published as one).
   */
  async collect<T>(key: string, item: T, flush: (items: T[]) => Promise<void>): Promise<void> {
    const transaction = asyncValueOf<OpenTransaction>(this);
    if (!transaction?.deferred) return flush([item]);
    const gathered = (transaction.gathered ??= new Map());
    let items = gathered.get(key) as T[] | undefined;
    if (!items) {
      const taken: T[] = (items = []);
      gathered.set(key, taken);
      transaction.deferred.set(`collect:${key}`, () => {
        gathered.delete(key);
        return flush(taken);
      });
    }
    items.push(item);
  }

  /** Runs the effects deferred so far in the open transaction (and those they defer in turn). */
  async settleDeferred(): Promise<void> {
    const transaction = asyncValueOf<OpenTransaction>(this);
    const deferred = transaction?.deferred;
    while (deferred && deferred.size > 0) {
      const effects = [...deferred.values()];
      deferred.clear();
      for (const effect of effects) await effect();
    }
    await transaction?.counters?.store(transaction.client);
  }

  /** The open transaction's own counters when it is one of many writes. */
  private get heldCounters(): HeldCounters | undefined {
    return asyncValueOf<OpenTransaction>(this)?.counters;
  }

  /** Runs a write in one transaction (or in the one already open), with what PostgreSQL refuses turned into the API's errors. */
  private async write<T>(table: ResourceTable, locale: Locale, work: (client: PoolClient) => Promise<T>): Promise<T> {
    try {
      const open = this.openClient;
      return open ? await work(open) : await this.transaction(work);
    } catch (error) {
      throw translateDatabaseError(error, table, this.registry, locale);
    }
  }

  /** Foreign keys guard single references; lists of ids are checked here. */
  private async checkReferences(client: Queryable, table: ResourceTable, values: Row, locale: Locale): Promise<void> {
    const m = MESSAGES[locale];
    for (const [name, field] of Object.entries(table.resource.fields)) {
      const ids = values[name];
      if (field.kind !== 'referenceMany' || !Array.isArray(ids) || ids.length === 0) continue;
      const { rows } = await client.query(countExisting(this.table(field.target), ids as string[]));
      if (rows[0].count !== ids.length) {
        throw badRequest(m.invalid(table.resource.name, name), { [name]: m.missingReferenceInList(field.target) });
      }
    }
  }

  private async hashSecrets(table: ResourceTable, values: Row): Promise<Row> {
    const hashed = { ...values };
    for (const name of table.facts.secret) {
      if (typeof hashed[name] === 'string') hashed[name] = await this.passwords.hash(hashed[name] as string);
    }
    return hashed;
  }
}
