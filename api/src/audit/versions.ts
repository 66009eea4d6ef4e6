import type { PoolClient } from 'pg';
import type { CrudService, Row, WriteContext } from '../crud/crud.service';
import { badRequest, notFound } from '../crud/errors';
import { MESSAGES, type Locale } from '../i18n/messages';
import { AUDIT_RESOURCE } from './audit-trail';

interface Entry {
  id: string;
  action: string;
  createdAt: Date;
  changes: Record<string, { old: unknown; new: unknown }>;
}

/**
 * A record's fields as they were right after one entry of its history: the record as it is, with
 * every later change undone (a field's value before each later entry, newest first).
 */
export const fieldsAfter = (current: Row, later: readonly Pick<Entry, 'changes'>[]): Row => {
  const state: Row = { ...current };
  for (const entry of later) for (const [field, change] of Object.entries(entry.changes ?? {})) state[field] = change.old;
  return state;
};

/**
 * "Restore this version" on a record's history: its fields people write (not what rules derive,
 * nor secrets, nor what the writer may not read) set back to what they were right after the entry,
 * through the ordinary update: the resource's rules, the version check and a new audit entry.
 * Lines are records of their own, with their own history, and stay as they are.
 */
export const restoreVersion = async (crud: CrudService, resource: string, id: string, entryId: string, locale: Locale, context: WriteContext): Promise<Row> => {
  const m = MESSAGES[locale];
  const table = crud.table(resource, locale);
  const current = await crud.getOne(resource, id, locale, context.reader);
  const log = crud.table(AUDIT_RESOURCE);
  const entries = await crud.together(async (client: PoolClient) =>
    (
      await client.query<Entry>(
        `SELECT "id", "action", "created_at" AS "createdAt", "changes" FROM ${log.table} WHERE "resource" = $1 AND "record_id" = $2 AND "action" <> 'read' ORDER BY "created_at" DESC, "id" DESC`,
        [resource, id],
      )
    ).rows,
  );
  const index = entries.findIndex((entry) => entry.id === entryId);
  const entry = entries[index];
  if (!entry || !['create', 'update', 'restore'].includes(entry.action)) throw notFound(m.notFound(AUDIT_RESOURCE, entryId));
  // Entries of the same moment (one transaction) count as the chosen one's own.
  const later = entries.slice(0, index).filter((other) => other.createdAt.getTime() > entry.createdAt.getTime());
  const then = fieldsAfter(current, later);
  const hidden = crud.hiddenFields(table, context.reader);
  const restorable = table.facts.writable.filter((field) => !table.facts.secret.has(field) && !hidden.has(field));
  const changes = Object.fromEntries(restorable.filter((field) => JSON.stringify(then[field] ?? null) !== JSON.stringify(current[field] ?? null)).map((field) => [field, then[field] ?? null]));
  if (Object.keys(changes).length === 0) throw badRequest(m.versionAlreadyCurrent);
  return crud.update(resource, id, { ...changes, version: current.version }, locale, context);
};
