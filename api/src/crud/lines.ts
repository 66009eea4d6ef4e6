import type { AnyResource, LinesDefinition } from '@club/schema';
import type { PoolClient } from 'pg';
import { MESSAGES, type Locale } from '../i18n/messages';
import type { BodyParser } from './body';
import { ApiError, type FieldErrors } from './errors';
import { deleteRow, insertRow, updateRow, type ResourceTable } from './sql';
import { UUID } from './values';

type Row = Record<string, unknown>;

/** One kind of child line of a parent resource (its `lines` declaration), ready to read and write. */
export interface LineSet {
  /** The key the lines take in the parent's body ('items'). */
  key: string;
  definition: LinesDefinition;
  table: ResourceTable;
  parser: BodyParser;
}

/** A line as a write will leave it: its id when it exists already, and its values. */
export interface LineInput {
  id?: string;
  values: Row;
}

/** What one line write did, for the child resource's write hooks (its audit trail). */
export interface LineWrite {
  action: 'create' | 'update' | 'delete' | 'restore';
  id: string;
  before?: Row;
  after?: Row;
  changed: string[];
}

/** The parent's body without its line lists, and the line lists given (a key absent: lines untouched). */
export const splitLines = (sets: readonly LineSet[], body: unknown): { own: unknown; given: Map<string, unknown> } => {
  const given = new Map<string, unknown>();
  if (sets.length === 0 || typeof body !== 'object' || body === null || Array.isArray(body)) return { own: body, given };
  const own: Row = { ...(body as Row) };
  for (const { key } of sets) {
    if (key in own) {
      given.set(key, own[key]);
      delete own[key];
    }
  }
  return { own, given };
};

const PARENT_STAND_IN = '00000000-0000-4000-8000-000000000000';

/** At most this many lines of one kind per record. */
export const MAX_LINES = 500;

/**
 * Checks the given lines with the child's own field rules; each problem is named by its place
 * (`items.2.quantity`), all of them at once. A line's `id` must be one of the record's lines.
 */
export const parseLines = async (
  sets: readonly LineSet[],
  given: Map<string, unknown>,
  existing: Map<string, Row[]>,
  locale: Locale,
): Promise<{ lines: Map<string, LineInput[]>; errors: FieldErrors }> => {
  const m = MESSAGES[locale];
  const lines = new Map<string, LineInput[]>();
  const errors: FieldErrors = {};
  for (const set of sets) {
    if (!given.has(set.key)) continue;
    const list = given.get(set.key);
    if (!Array.isArray(list)) {
      errors[set.key] = m.list;
      continue;
    }
    if (list.length > MAX_LINES) {
      errors[set.key] = m.maxLines(MAX_LINES);
      continue;
    }
    const ids = new Set((existing.get(set.key) ?? []).map((row) => row.id as string));
    const inputs: LineInput[] = [];
    for (const [index, line] of list.entries()) {
      const at = `${set.key}.${index}`;
      if (typeof line !== 'object' || line === null || Array.isArray(line)) {
        errors[at] = m.bodyNotObject;
        continue;
      }
      const { id, [set.definition.parentField]: _parent, position: _position, ...values } = line as Row;
      if (id !== undefined && id !== null && (typeof id !== 'string' || !UUID.test(id) || !ids.has(id))) {
        errors[`${at}.id`] = m.notALine;
        continue;
      }
      try {
        // Every line is given whole (the form sends them so): checked as a new one.
        // The parent reference is the server's to set: a stand-in passes its check, then goes.
        const parsed = (await set.parser.parse({ ...values, [set.definition.parentField]: PARENT_STAND_IN }, 'create', locale)).values;
        delete parsed[set.definition.parentField];
        inputs.push({ id: (id as string | null | undefined) ?? undefined, values: parsed });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const { errors: lineErrors } = error.getResponse() as { errors: FieldErrors };
        for (const [field, message] of Object.entries(lineErrors)) errors[`${at}.${field}`] = message;
      }
    }
    lines.set(set.key, inputs);
  }
  return { lines, errors };
};

/** The record's lines as stored, in their order. */
export const readLines = async (client: Pick<PoolClient, 'query'>, set: LineSet, parentId: string, lock = false): Promise<Row[]> => {
  const column = set.table.column(set.definition.parentField);
  const { rows } = await client.query(
    `SELECT ${set.table.selection} FROM ${set.table.table} WHERE ${column} = $1 ORDER BY "position", "id"${lock ? ' FOR UPDATE' : ''}`,
    [parentId],
  );
  return rows;
};

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Makes the stored lines the given ones, in the parent's transaction: lines left out are
 * deleted, lines with an id updated where they changed, the others inserted; `position` follows
 * the list. Returns the lines as stored and what each write did.
 */
export const writeLines = async (
  client: PoolClient,
  set: LineSet,
  parentId: string,
  inputs: readonly LineInput[],
  current: readonly Row[],
): Promise<{ rows: Row[]; writes: LineWrite[] }> => {
  const writes: LineWrite[] = [];
  const kept = new Set(inputs.flatMap((input) => (input.id ? [input.id] : [])));
  for (const row of current) {
    if (kept.has(row.id as string)) continue;
    const deleted = (await client.query(deleteRow(set.table, row.id as string))).rows[0];
    writes.push({ action: 'delete', id: row.id as string, before: deleted, changed: [] });
  }
  const rows: Row[] = [];
  for (const [position, input] of inputs.entries()) {
    const values = { ...input.values, [set.definition.parentField]: parentId, position };
    const before = input.id ? current.find((row) => row.id === input.id) : undefined;
    if (!before) {
      const row = (await client.query(insertRow(set.table, values))).rows[0];
      writes.push({ action: 'create', id: row.id, after: row, changed: Object.keys(values) });
      rows.push(row);
      continue;
    }
    const changes = Object.fromEntries(Object.entries(values).filter(([name, value]) => !sameValue(before[name], value)));
    if (Object.keys(changes).length === 0) {
      rows.push(before);
      continue;
    }
    const row = (await client.query(updateRow(set.table, before.id as string, changes))).rows[0];
    writes.push({ action: 'update', id: row.id, before, after: row, changed: Object.keys(changes) });
    rows.push(row);
  }
  return { rows, writes };
};

/** Removes every line of a record (before the record itself goes), in their order. */
export const deleteLines = async (client: PoolClient, set: LineSet, parentId: string): Promise<LineWrite[]> => {
  const { rows } = await client.query(`DELETE FROM ${set.table.table} WHERE ${set.table.column(set.definition.parentField)} = $1 RETURNING ${set.table.selection}`, [parentId]);
  rows.sort((a, b) => (a.position as number) - (b.position as number) || String(a.id).localeCompare(String(b.id)));
  return rows.map((row) => ({ action: 'delete' as const, id: row.id as string, before: row, changed: [] }));
};

/**
 * Brings a restored record's lines back as they were: their ids, values, order and times (`stored`:
 * the lines as the trash kept them, by id).
 */
export const restoreLines = async (client: PoolClient, set: LineSet, parentId: string, inputs: readonly LineInput[], stored: readonly Row[]): Promise<{ rows: Row[]; writes: LineWrite[] }> => {
  const rows: Row[] = [];
  const writes: LineWrite[] = [];
  for (const [position, input] of inputs.entries()) {
    const values = { ...input.values, [set.definition.parentField]: parentId, position };
    const kept = stored.find((line) => line.id === input.id);
    const system = kept ? { id: kept.id, createdAt: kept.createdAt, updatedAt: kept.updatedAt, version: kept.version } : {};
    const row = (await client.query(insertRow(set.table, { ...values, ...system }))).rows[0];
    writes.push({ action: 'restore', id: row.id, after: row, changed: Object.keys(values) });
    rows.push(row);
  }
  return { rows, writes };
};

/** The line sets of every resource that declares lines. */
export const lineSetsOf = (resource: AnyResource, table: (name: string) => ResourceTable, parser: (name: string) => BodyParser): LineSet[] =>
  Object.entries(resource.lines ?? {}).map(([key, definition]) => ({ key, definition, table: table(definition.resource), parser: parser(definition.resource) }));
