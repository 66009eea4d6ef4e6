import type { Registry } from '@club/schema';
import type { Pool } from 'pg';
import type { CrudService, Row } from '../crud/crud.service';

/** A record named by its representation fields at the time (a task's title), at most 255 characters. */
export const summaryOf = (row: Row | undefined, representation: readonly string[]): string | null => {
  const parts = representation.map((name) => row?.[name]).filter((part) => part !== null && part !== undefined && part !== '');
  return parts.length ? parts.map(String).join(' ').slice(0, 255) : null;
};

/**
 * Records named as the audit log, the trash and notifications keep them: their representation's
 * values, a reference by the name of the record it refers to (an attendance record by its
 * employee, not the employee's id), read in the caller's transaction, one query per kind referred to.
 */
export const summariesOf = async (db: Pick<Pool, 'query'>, crud: CrudService, registry: Registry, resource: string, rows: readonly (Row | undefined)[]): Promise<(string | null)[]> => {
  const definition = registry.get(resource);
  const representation = registry.facts(resource).representation;
  const names = new Map<string, string>();
  for (const field of representation) {
    const declared = definition?.fields[field];
    if (declared?.kind !== 'reference') continue;
    const ids = [...new Set(rows.map((row) => row?.[field]).filter((id): id is string => typeof id === 'string' && id !== ''))];
    if (ids.length === 0) continue;
    const target = crud.table(declared.target);
    const targetFields = registry.facts(declared.target).representation;
    const { rows: found } = await db.query<Row>(`SELECT "id", ${targetFields.map((name) => `${target.column(name)} AS "${name}"`).join(', ')} FROM ${target.table} WHERE "id" = ANY($1::uuid[])`, [ids]);
    for (const row of found) names.set(`${field}/${String(row.id)}`, summaryOf(row, targetFields) ?? '');
  }
  // The row with each reference of its representation replaced by the name of what it refers to.
  const named = (row: Row | undefined) =>
    row && Object.fromEntries(representation.map((field) => [field, definition?.fields[field]?.kind === 'reference' ? (row[field] ? names.get(`${field}/${String(row[field])}`) : undefined) : row[field]]));
  return rows.map((row) => summaryOf(named(row), representation));
};

/** One record's summary (see summariesOf). */
export const summaryOfRecord = async (db: Pick<Pool, 'query'>, crud: CrudService, registry: Registry, resource: string, row: Row | undefined): Promise<string | null> =>
  (await summariesOf(db, crud, registry, resource, [row]))[0]!;
