import { CLUB_TIME_ZONE, fieldOf, rulesOf, searchWords, sortExpressionOf, type AnyResource, type ResourceFacts, type RowScope, type ScopeOwner, type SortOrder } from '@club/schema';
import { createHash } from 'node:crypto';
import { quote, snakeCase, tableOf } from '../database/naming';
import { SEARCH_COLUMN } from '../database/search-index';
import type { Condition, ListQuery } from './list-query';
import { sqlTypeOf } from './values';

export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * Names of prepared statements, derived from their text: equal texts share a name, different texts
 * never do. A prepared statement stays on every connection for its life, so the shapes clients can
 * make (filter combinations) must not grow it without end: beyond `capacity` shapes, a new one runs
 * unnamed, planned each time, like any other statement.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(readonly capacity: number) {}

  of(statement: Statement): Statement & { name?: string } {
    const name = this.nameOf(statement.text);
    return name ? { ...statement, name } : statement;
  }

  /** The name of a statement text; none when there is no room left for another. */
  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (!name && this.names.size < this.capacity) {
      name = `club_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      this.names.set(text, name);
    }
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

/** Statement shapes prepared at most in this process. */
export const MAX_PREPARED_STATEMENTS = 2000;
const statementNames = new StatementNames(MAX_PREPARED_STATEMENTS);

/** The same statement as a named (prepared) one while there is room: each connection parses and plans a shape once. */
export const prepared = (statement: Statement): Statement & { name?: string } => statementNames.of(statement);

/** The name a statement is prepared under (see `prepared`). */
export const statementName = (statement: Statement): string | undefined => statementNames.nameOf(statement.text);

const SYSTEM_COLUMNS: Record<string, string> = { id: 'id', createdAt: 'created_at', updatedAt: 'updated_at', version: 'version' };

/**
 * What one reader may see of a table: the SELECT list without the sensitive fields they may not
 * read (or with a column replaced by an expression that masks part of it), and the conditions
 * that keep the rows they may not see out of every statement (their row scope).
 */
export interface ReadView {
  selection: string;
  /** Fields left out: never selected, searched, filtered or sorted by. */
  hidden: ReadonlySet<string>;
  /** SQL conditions (pushing their parameters onto `values`), ANDed into every read. */
  conditions(values: unknown[]): string[];
}

/** Everything SQL needs to know about one resource, computed once. Identifiers come only from the schema. */
export class ResourceTable {
  readonly table: string;
  /** The SELECT list: every non-secret column, aliased to its API name. */
  readonly selection: string;
  /** The view of the system and of readers who may see everything. */
  readonly fullView: ReadView;
  /** The stored, folded text of the search fields (its trigram index's column); none without search fields. */
  readonly searchText: string | undefined;
  private readonly columns: Map<string, string>;
  private readonly selections = new Map<string, string>();

  constructor(
    readonly resource: AnyResource,
    readonly facts: ResourceFacts,
  ) {
    this.table = quote(tableOf(resource.name));
    this.searchText = facts.search.length ? quote(SEARCH_COLUMN) : undefined;
    this.columns = new Map(Object.entries(SYSTEM_COLUMNS));
    for (const name of Object.keys(resource.fields)) this.columns.set(name, snakeCase(name));
    this.selection = [...this.columns]
      .filter(([name]) => !facts.secret.has(name))
      .map(([name, column]) => (name === column ? quote(column) : `${quote(column)} AS ${quote(name)}`))
      .join(', ');
    this.fullView = { selection: this.selection, hidden: new Set(), conditions: () => [] };
  }

  /** The SELECT list without `hidden`, with `masked` columns read through their expression (kept per shape: a handful per table). */
  selectionOf(hidden: ReadonlySet<string>, masked: Readonly<Record<string, string>> = {}): string {
    if (hidden.size === 0 && Object.keys(masked).length === 0) return this.selection;
    const key = `${[...hidden].sort().join()}\u0000${JSON.stringify(masked)}`;
    let selection = this.selections.get(key);
    if (!selection) {
      selection = [...this.columns]
        .filter(([name]) => !this.facts.secret.has(name) && !hidden.has(name))
        .map(([name, column]) => (masked[name] ? `${masked[name]} AS ${quote(name)}` : name === column ? quote(column) : `${quote(column)} AS ${quote(name)}`))
        .join(', ');
      this.selections.set(key, selection);
    }
    return selection;
  }

  /**
   * A value as its column's parameter: JSON goes as JSON text, since the driver would send a
   * string as is and an array as a PostgreSQL array, neither of which is valid jsonb.
   */
  parameter(name: string, value: unknown): unknown {
    const field = this.resource.fields[name];
    return field && rulesOf(field.kind).castType === 'jsonb' && value !== null && value !== undefined ? JSON.stringify(value) : value;
  }

  /** What a list sorts this field by (an enum by its declared order), as its index is made. */
  sortExpression(name: string): string {
    return sortExpressionOf(fieldOf(this.resource, name), this.column(name));
  }

  column(name: string): string {
    const column = this.columns.get(name);
    if (!column) throw new Error(`${this.resource.name} has no column for '${name}'`);
    return quote(column);
  }
}

const OPERATORS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

const conditionSql = (table: ResourceTable, condition: Condition, values: unknown[]): string => {
  const column = table.column(condition.field);
  const field = fieldOf(table.resource, condition.field);
  const type = sqlTypeOf(field);
  if (condition.value === null) return `${column} IS ${condition.op === 'neq' ? 'NOT ' : ''}NULL`;
  const keyed = table.facts.keyedReferences.get(condition.field);
  if (keyed) {
    // Ids or natural keys, in any mix: the referenced rows named either way.
    values.push([condition.value].flat().map(String));
    const target = `SELECT "id" FROM ${quote(tableOf(keyed.target))} WHERE "id"::text = ANY($${values.length}::text[]) OR ${quote(snakeCase(keyed.key))} = ANY($${values.length}::text[])`;
    return condition.op === 'neq' ? `(${column} NOT IN (${target}) OR ${column} IS NULL)` : `${column} IN (${target})`;
  }
  values.push(condition.value);
  const parameter = `$${values.length}`;
  if (field?.kind === 'multiEnum' || field?.kind === 'referenceMany') {
    return `${column} @> ARRAY[${parameter}::${type}]::${type === 'text' ? 'varchar' : type}[]`;
  }
  if (condition.op === 'in') return `${column} = ANY(${parameter}::${type}[])`;
  // The API shows date-times to the millisecond while columns hold microseconds: a date-time
  // value names its whole millisecond, so `lte` includes it and `gt` excludes it.
  if (type === 'timestamptz' && (condition.op === 'lte' || condition.op === 'gt') && String(condition.value).includes('T')) {
    return `${column} ${condition.op === 'lte' ? '<' : '>='} ${parameter}::timestamptz + interval '1 millisecond'`;
  }
  const operator = OPERATORS[condition.op];
  // neq keeps rows whose value is empty, as a person reading "status is not done" expects.
  if (condition.op === 'neq') return `(${column} ${operator} ${parameter}::${type} OR ${column} IS NULL)`;
  return `${column} ${operator} ${parameter}::${type}`;
};

/** Escapes LIKE wildcards so that a search for "50%" looks for the text "50%". */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

const escapeRegex = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|]/g, (match) => `\\${match}`);

/**
 * How a searched page is read. The planner cannot judge how many rows `LIKE '%word%'` matches
 * (on 1,000,000 tasks it took 100 matches for 1,001 and 3,211 for 1), so the list decides on the
 * count it needs for the total anyway: few matches are all found through the trigram index and
 * sorted ('matchesFirst'); many are met soon enough by walking the sort's index from the top ('walk':
 * the first WALK_ROWS rows in order, filtered; a page it cannot fill is read the other way).
 */
export type SearchPlan = 'matchesFirst' | 'walk';
/** At most this many matches are found first and sorted; more, and the sort's index is walked. */
export const MATCHES_FIRST_AT_MOST = 1000;
/** How far a walk reads (about 10 ms on 1,000,000 tasks) before the matches are found instead. */
export const WALK_ROWS = 20_000;

/**
 * Every word of the search, folded like the text it is compared with: a word of three characters
 * or more anywhere (a fragment), a shorter one at the start of a word (a prefix). Both are served
 * by the resource's trigram index on the folded text.
 */
const searchSql = (table: ResourceTable, search: string, values: unknown[]): string[] => {
  if (!table.searchText) return ['FALSE'];
  return searchWords(search).map((word) => {
    if ([...word].length >= 3) {
      values.push(likePattern(word));
      return `${table.searchText} LIKE $${values.length}`;
    }
    values.push(`(^| )${escapeRegex(word)}`);
    return `${table.searchText} ~ $${values.length}`;
  });
};

const whereSql = (table: ResourceTable, query: Pick<ListQuery, 'conditions' | 'search'>, values: unknown[], view: ReadView): string => {
  const parts = query.conditions.map((condition) => conditionSql(table, condition, values));
  // No search field is sensitive (the registry refuses it): a match never tells a hidden value.
  if (query.search) parts.push(...searchSql(table, query.search, values));
  parts.push(...view.conditions(values));
  return parts.length ? ` WHERE ${parts.join(' AND ')}` : '';
};

/** A text as an SQL string literal (values declared in the schema, never a client's). */
const textLiteral = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/**
 * A row scope's condition: one of the owners is the reader (`$n`). An owner one step away is read
 * through its reference (`"asset_id" IN (SELECT "id" FROM "assets" WHERE "responsible_id" = $n)`).
 * With `when`, only the rows it names are kept to their owners (`NOT (confidential) OR owned`).
 * Columns are unqualified: inside another table's subquery they still name the scoped table's.
 */
export const scopeSql = (owners: readonly ScopeOwner[], userParameter: string, when?: RowScope['when']): string => {
  // A list of users holds the reader when any of its ids is theirs.
  const holds = (column: string, many: boolean) => (many ? `${userParameter} = ANY(${column})` : `${column} = ${userParameter}`);
  const parts = owners.map(({ field, many, through }) => {
    const column = quote(snakeCase(field));
    if (!through) return holds(column, many);
    return `${column} IN (SELECT "id" FROM ${quote(tableOf(through.target))} WHERE ${holds(quote(snakeCase(through.field)), through.many)})`;
  });
  const owned = `(${parts.join(' OR ')})`;
  const kept = Object.entries(when ?? {}).map(([field, values]) => `COALESCE(${quote(snakeCase(field))} IN (${values.map(textLiteral).join(', ')}), false)`);
  return kept.length ? `(NOT (${kept.join(' AND ')}) OR ${owned})` : owned;
};

/** Whether a field's values alone order the rows totally: the id, or a required unique field. */
const ordersTotally = (table: ResourceTable, name: string): boolean => {
  const field = table.resource.fields[name];
  return name === 'id' || Boolean(field && 'unique' in field && field.unique && field.required);
};

/** The page: sorted by the requested field, then by id so that pages never overlap (unless the field's values are unique). */
export const selectPage = (table: ResourceTable, query: ListQuery, view: ReadView = table.fullView, plan?: SearchPlan, walkRows = WALK_ROWS): Statement => {
  const values: unknown[] = [];
  const order = query.sort.order;
  let sort = `${table.sortExpression(query.sort.field)} ${order}`;
  if (!ordersTotally(table, query.sort.field)) sort += `, "id" ${order}`;
  let source: string;
  if (query.search && plan === 'walk') {
    // The LIMIT keeps the conditions outside: the subquery is a walk of the sort's index.
    values.push(walkRows);
    source = `(SELECT * FROM ${table.table} ORDER BY ${sort} LIMIT $${values.length}) AS "walked"${whereSql(table, query, values, view)}`;
  } else if (query.search && plan === 'matchesFirst') {
    // OFFSET 0 keeps the matches a query of their own (not merged into the ordered walk).
    source = `(SELECT * FROM ${table.table}${whereSql(table, query, values, view)} OFFSET 0) AS "matched"`;
  } else {
    source = `${table.table}${whereSql(table, query, values, view)}`;
  }
  let text = `SELECT ${view.selection} FROM ${source} ORDER BY ${sort}`;
  if (query.range) {
    values.push(query.range.limit, query.range.offset);
    text += ` LIMIT $${values.length - 1} OFFSET $${values.length}`;
  }
  return { text, values };
};

/** Counts matching rows, stopping after `cap + 1` so a huge table costs no more than `cap` rows. */
export const countCapped = (table: ResourceTable, query: ListQuery, cap: number, view: ReadView = table.fullView): Statement => {
  const values: unknown[] = [];
  const where = whereSql(table, query, values, view);
  values.push(cap + 1);
  return { text: `SELECT count(*) AS "count" FROM (SELECT 1 FROM ${table.table}${where} LIMIT $${values.length}) AS "capped"`, values };
};

/** What an aggregate computes over the matching rows. */
export type AggregateMeasure = { fn: 'count' } | { fn: 'sum' | 'avg'; field: string };
/** Rows grouped by a field's values, or by a date's day, week or month (in the club's time zone). */
export type AggregateGroup = { field: string; unit?: 'day' | 'week' | 'month' };

/**
 * One number (or one per group) computed by PostgreSQL over the rows a list with the same filter
 * would show the reader (row scope and all): nothing is shipped to Node to be counted.
 */
export const selectAggregate = (table: ResourceTable, query: Pick<ListQuery, 'conditions' | 'search'>, view: ReadView, measure: AggregateMeasure, group?: AggregateGroup, timeZone = CLUB_TIME_ZONE): Statement => {
  const values: unknown[] = [];
  const where = whereSql(table, query, values, view);
  const value = measure.fn === 'count' ? 'count(*)::float8' : `COALESCE(${measure.fn}(${table.column(measure.field)}), 0)::float8`;
  if (!group) return { text: `SELECT ${value} AS "value" FROM ${table.table}${where}`, values };
  const column = table.column(group.field);
  let key = column;
  if (group.unit) {
    values.push(group.unit);
    const unit = `$${values.length}`;
    // A date-time is grouped by the club's calendar (system fields are date-times), a date by itself.
    let local = `${column}::timestamp`;
    if (table.resource.fields[group.field]?.kind !== 'date') {
      values.push(timeZone);
      local = `(${column} AT TIME ZONE $${values.length})`;
    }
    key = `to_char(date_trunc(${unit}, ${local}), 'YYYY-MM-DD')`;
  }
  return { text: `SELECT ${key} AS "key", ${value} AS "value" FROM ${table.table}${where} GROUP BY 1 ORDER BY 1`, values };
};

/** The planner's row estimate for the same filter (EXPLAIN does not run the query). */
export const explainCount = (table: ResourceTable, query: ListQuery, view: ReadView = table.fullView): Statement => {
  const values: unknown[] = [];
  const where = whereSql(table, query, values, view);
  return { text: `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${table.table}${where}`, values };
};

export const selectOne = (table: ResourceTable, id: string, view: ReadView = table.fullView): Statement => {
  const values: unknown[] = [id];
  const conditions = view.conditions(values);
  return { text: `SELECT ${view.selection} FROM ${table.table} WHERE "id" = $1${conditions.map((condition) => ` AND ${condition}`).join('')}`, values };
};

/**
 * The system's own read of the rows meeting every condition (a rule looking up the records it
 * acts on): the whole row, in `orderBy` then id order, locked when asked (`FOR NO KEY UPDATE`, in the
 * order given, so two writers lock the same rows in the same order).
 */
export const selectWhere = (
  table: ResourceTable,
  conditions: readonly Condition[],
  options: { orderBy?: readonly [string, SortOrder]; limit?: number; lock?: boolean } = {},
): Statement => {
  const values: unknown[] = [];
  const where = conditions.map((condition) => conditionSql(table, condition, values));
  const [field, order] = options.orderBy ?? ['id', 'ASC'];
  let text = `SELECT ${table.selection} FROM ${table.table}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${table.column(field)} ${order}${field === 'id' ? '' : ', "id"'}`;
  if (options.limit !== undefined) {
    values.push(options.limit);
    text += ` LIMIT $${values.length}`;
  }
  // As an UPDATE locks: children's inserts (their foreign keys' KEY SHARE) go on beside it.
  return { text: options.lock ? `${text} FOR NO KEY UPDATE` : text, values };
};

/**
 * The count of the rows meeting every condition, or the sum of one numeric field over them (a
 * rollup): computed by PostgreSQL, never by reading the rows (a team of 10,000 players is one row
 * of answer). The sum comes back as text, exact.
 */
export const totalWhere = (table: ResourceTable, conditions: readonly Condition[], sumOf?: string): Statement => {
  const values: unknown[] = [];
  const where = conditions.map((condition) => conditionSql(table, condition, values));
  const total = sumOf ? `COALESCE(SUM(${table.column(sumOf)}), 0)::text` : 'count(*)::text';
  return { text: `SELECT ${total} AS "total" FROM ${table.table}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`, values };
};

/** Which records a public page opens: its flag (`shownWhen`) true, each state field in one of its public values. */
export interface PublishedWhen {
  shownWhen?: string;
  states?: Readonly<Record<string, readonly string[] | undefined>>;
}

/** One record's listed fields only (a public page), when it is public: its id and each field under its API name. */
export const selectPublished = (table: ResourceTable, fields: readonly string[], id: string, { shownWhen, states = {} }: PublishedWhen = {}): Statement => {
  const values: unknown[] = [id];
  const conditions = [`"id" = $1`, ...(shownWhen ? [table.column(shownWhen)] : [])];
  for (const [field, shown] of Object.entries(states)) {
    values.push(shown ?? []);
    conditions.push(`${table.column(field)} = ANY($${values.length}::text[])`);
  }
  return { text: `SELECT "id", ${fields.map((name) => `${table.column(name)} AS ${quote(name)}`).join(', ')} FROM ${table.table} WHERE ${conditions.join(' AND ')}`, values };
};

export const insertRow = (table: ResourceTable, row: Record<string, unknown>): Statement => {
  const names = Object.keys(row);
  const values = names.map((name) => table.parameter(name, row[name]));
  if (names.length === 0) return { text: `INSERT INTO ${table.table} DEFAULT VALUES RETURNING ${table.selection}`, values };
  const columns = names.map((name) => table.column(name)).join(', ');
  const parameters = names.map((_, index) => `$${index + 1}`).join(', ');
  return { text: `INSERT INTO ${table.table} (${columns}) VALUES (${parameters}) RETURNING ${table.selection}`, values };
};

/** Writes the changes and bumps `version`; with `expectedVersion`, only if nobody wrote in between. */
export const updateRow = (table: ResourceTable, id: string, changes: Record<string, unknown>, expectedVersion?: number): Statement => {
  const names = Object.keys(changes);
  const values: unknown[] = names.map((name) => table.parameter(name, changes[name]));
  const assignments = names.map((name, index) => `${table.column(name)} = $${index + 1}`);
  assignments.push(`"version" = "version" + 1`, `"updated_at" = now()`);
  values.push(id);
  let text = `UPDATE ${table.table} SET ${assignments.join(', ')} WHERE "id" = $${values.length}`;
  if (expectedVersion !== undefined) {
    values.push(expectedVersion);
    text += ` AND "version" = $${values.length}`;
  }
  return { text: `${text} RETURNING ${table.selection}`, values };
};

export const deleteRow = (table: ResourceTable, id: string): Statement => ({
  text: `DELETE FROM ${table.table} WHERE "id" = $1 RETURNING ${table.selection}`,
  values: [id],
});

/** How many of the given ids exist in a table (referenceMany checks). */
export const countExisting = (table: ResourceTable, ids: readonly string[]): Statement => ({
  text: `SELECT count(*) AS "count" FROM ${table.table} WHERE "id" = ANY($1::uuid[])`,
  values: [ids],
});
