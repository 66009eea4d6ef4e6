import type { Registry } from '@club/schema';
import { trashedRecords } from '@club/schema/resources/trashedRecords';
import type { PoolClient } from 'pg';
import { writeAnonymity } from '../audit/anonymity';
import { summaryOfRecord } from '../audit/record-summaries';
import type { CrudService, Row, WriteEvent } from '../crud/crud.service';
import { ApiError, conflict, forbidden } from '../crud/errors';
import type { ReadRule } from '../crud/readers';
import { sensitiveJsonMask } from '../crud/sensitive-json';
import { keptRecordMeets } from '../crud/kept-records';
import { insertRow } from '../crud/sql';
import { nameLiteral as literal } from '../database/naming';
import { fileFieldsOf, fileIdsIn } from '../files/file-fields';
import { MESSAGES } from '../i18n/messages';
import type { Scheduler } from '../scheduler';
import type { RecordActions } from '../server-overrides/record-actions';

/** The trash, named by its declaration. */
export const TRASH_RESOURCE = trashedRecords.name;

/** Days a deleted record stays restorable when TRASH_DAYS says nothing. */
export const DEFAULT_TRASH_DAYS = 30;

/** Entries one purge round takes at most (the next round takes the rest). */
const PURGE_BATCH = 500;

/**
 * A reader sees the trash of the resources they may delete, and nothing of a scoped resource
 * unless they see all its rows; of the others, only the records they could read by the resource's
 * own row rules (a private library file stays its uploader's), judged by the values kept; a
 * sensitive field's kept value only with its grant.
 */
export const trashReadRule = (registry: Registry, crud: Pick<CrudService, 'rowConditions'>): ReadRule => ({
    masked: sensitiveJsonMask(registry, 'record'),
    conditions: (reader, parameter) => {
      const visible = registry.resources.filter((resource) => reader.may(resource.name, 'delete') && (!resource.scope || reader.holds(resource.scope.everyone.grant)));
      const conditions = [`"resource" IN (${[...visible.map((resource) => literal(resource.name)), "''"].join(', ')})`];
      for (const resource of visible) {
        const rows = crud.rowConditions(resource.name, reader, parameter);
        if (rows.length) conditions.push(`NOT ("resource" = ${literal(resource.name)} AND NOT ${keptRecordMeets(resource, '"record"', (record, field) => `${record} -> ${literal(field)}`, rows)})`);
      }
      return conditions;
    },
});

/** How many files a record and its lines hold. */
const filesIn = (registry: Registry, resource: string, record: Row, lines: Record<string, Row[]>): number => {
  const declared = registry.get(resource)!;
  let count = fileFieldsOf(declared).reduce((sum, [name]) => sum + fileIdsIn(record[name]).length, 0);
  for (const [key, definition] of Object.entries(declared.lines ?? {})) {
    const fields = fileFieldsOf(registry.get(definition.resource)!);
    for (const line of lines[key] ?? []) count += fields.reduce((sum, [name]) => sum + fileIdsIn(line[name]).length, 0);
  }
  return count;
};

/**
 * The trash: every delete of a record people write sends it there, with its lines and files (in
 * the delete's transaction); whoever may delete records of its resource restores it whole (the
 * record action `restore`, through the resource's rules); a scheduled job purges what is older
 * than `days`, files and all. Lists, references, exports, search and unique checks never see a
 * trashed record: it is no longer in its table.
 */
export const registerTrash = (crud: CrudService, registry: Registry, recordActions: RecordActions, scheduler: Scheduler, days: number = DEFAULT_TRASH_DAYS): void => {
  if (!registry.get(TRASH_RESOURCE)) return;
  const kept = crud.keepDeletedInTrash(registry.resources.map((resource) => resource.name));
  const trash = crud.table(TRASH_RESOURCE);
  crud.restrictReads(TRASH_RESOURCE, trashReadRule(registry, crud));
  const anonymityOf = writeAnonymity(registry);

  crud.onWrite(
    async (event: WriteEvent, client: PoolClient) => {
      if (event.action !== 'delete' || !event.trashed || !event.before) return;
      const lines = event.linesBefore ?? {};
      await client.query(
        insertRow(trash, {
          resource: event.resource,
          recordId: event.id,
          summary: await summaryOfRecord(client, crud, registry, event.resource, event.before),
          record: event.before,
          lines: Object.keys(lines).length ? lines : null,
          lineCount: Object.values(lines).reduce((sum, rows) => sum + rows.length, 0),
          fileCount: filesIn(registry, event.resource, event.before, lines),
          // An anonymous record's author deleting it stays as unnamed as in its trail.
          deletedById: (await anonymityOf(event, client)).unnamed ? null : (event.actor?.id ?? null),
          purgeAt: new Date(Date.now() + days * 86_400_000).toISOString(),
        }),
      );
    },
    { resources: kept },
  );

  recordActions.add(TRASH_RESOURCE, 'restore', {
    run: ({ id, actor, reader, locale }, crud) =>
      crud.together(async (client) => {
        const m = MESSAGES[locale];
        // The entry as the reader sees it (404 for one they may not), then as kept, locked: one restore wins.
        await crud.getOne(TRASH_RESOURCE, id, locale, reader);
        const { rows } = await client.query(`SELECT "resource", "record", "lines" FROM ${trash.table} WHERE "id" = $1 FOR UPDATE`, [id]);
        const entry = rows[0] as { resource: string; record: Row; lines: Record<string, Row[]> | null } | undefined;
        if (!entry) return crud.getOne(TRASH_RESOURCE, id, locale, reader);
        if (reader && !reader.may(entry.resource, 'delete')) throw forbidden(m.restoreForbidden);
        let restored: Row;
        try {
          restored = await crud.restore(entry.resource, { record: entry.record, lines: entry.lines ?? {} }, locale, { actor, reader });
        } catch (error) {
          // A value taken since or a reference gone: the record's own field errors, as a conflict.
          if (error instanceof ApiError && error.getStatus() === 400) throw conflict(m.notRestorable, (error.getResponse() as { errors?: Record<string, string> }).errors ?? {});
          throw error;
        }
        await client.query(`DELETE FROM ${trash.table} WHERE "id" = $1`, [id]);
        // The record to show now: the one brought back.
        return { id, resource: entry.resource, recordId: restored.id, next: { resource: entry.resource, id: restored.id } };
      }),
  });

  // Purged: the entry goes, and with it the files the record and its lines held.
  scheduler.add(`${TRASH_RESOURCE}.purge`, {
    everyMinutes: 60,
    run: async (client) => {
      const { rows } = await client.query<{ id: string; record_id: string; lines: Record<string, Row[]> | null }>(
        `SELECT "id", "record_id", "lines" FROM ${trash.table} WHERE "purge_at" <= now() ORDER BY "purge_at" LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [PURGE_BATCH],
      );
      if (rows.length === 0) return 0;
      const holders = rows.flatMap((row) => [row.record_id, ...Object.values(row.lines ?? {}).flatMap((lines) => lines.map((line) => String(line.id)))]);
      await client.query(`UPDATE "stored_files" SET "removed_at" = now() WHERE "record_id"::text = ANY($1::text[]) AND "removed_at" IS NULL`, [holders]);
      await client.query(`DELETE FROM ${trash.table} WHERE "id" = ANY($1::uuid[])`, [rows.map((row) => row.id)]);
      return rows.length;
    },
  });
};
