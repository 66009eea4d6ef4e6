import type { Registry } from '@club/schema';
import type { PoolClient } from 'pg';
import type { CrudService, PendingWrite, WriteEvent } from '../crud/crud.service';
import { badRequest } from '../crud/errors';
import { MESSAGES } from '../i18n/messages';
import { ATTACHMENTS_RESOURCE, attachmentsReadRule, syncAttachments } from './attachments-register';
import { FILE_MESSAGES } from './file-messages';
import { fileFieldsOf, fileIdsIn, fileValueOf } from './file-fields';
import type { FileValue } from '@club/schema';

/**
 * The write's side of file fields, inside the record's transaction:
 * - before it: every file named must be one its writer uploaded for this resource and field (or
 *   one the record holds already); the value becomes the stored `{ id, name, type, size }`. The
 *   rows are locked, so two records never take the same upload.
 * - after it: the files are attached to the record, and those it let go (replaced, removed, or
 *   the record deleted for good) are marked removed; their bytes go after the commit (FileSweep).
 *   A record deleted to the trash keeps them until the trash purges it; restored, it takes them back.
 */
export const registerFileAttachments = (crud: CrudService, registry: Registry, afterCommit: () => void): void => {
  const register = registry.get(ATTACHMENTS_RESOURCE) !== undefined;
  if (register) crud.restrictReads(ATTACHMENTS_RESOURCE, attachmentsReadRule(crud, registry));
  // The register's own file field names files attached elsewhere: it takes and lets go of none.
  const resources = registry.resources.filter((resource) => resource.name !== ATTACHMENTS_RESOURCE && fileFieldsOf(resource).length > 0);
  if (resources.length === 0) return;
  const fieldsOf = new Map(resources.map((resource) => [resource.name, fileFieldsOf(resource)]));
  const names = resources.map((resource) => resource.name);

  const resolve = async (write: PendingWrite, client: PoolClient) => {
    if (write.action === 'delete') return;
    const errors: Record<string, string> = {};
    for (const [name, field] of fieldsOf.get(write.resource)!) {
      if (!(name in write.values) || write.values[name] === null) continue;
      const ids = fileIdsIn(write.values[name]);
      const { rows } = await client.query<FileValue>(
        `SELECT "id", "name", "type", "size" FROM "stored_files"
          WHERE "id" = ANY($1::uuid[]) AND "resource" = $2 AND "field" = $3 AND "removed_at" IS NULL
            AND ("record_id" = $4::uuid OR ("record_id" IS NULL AND ($5::uuid IS NULL OR "uploaded_by" = $5::uuid)))
          FOR UPDATE`,
        [ids, write.resource, name, write.id ?? null, write.actor?.id ?? null],
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      if (ids.some((id) => !byId.has(id))) {
        errors[name] = FILE_MESSAGES[write.locale].unavailable;
        continue;
      }
      write.values[name] = fileValueOf(field, ids.map((id) => byId.get(id)!));
    }
    if (Object.keys(errors).length > 0) throw badRequest(MESSAGES[write.locale].invalid(write.resource, Object.keys(errors).join(', ')), errors);
  };

  // Whether a write let a file go since the last sweep was asked for: most writes let none go,
  // and a sweep after each (an import's 10,000 rows) would query for nothing 10,000 times.
  let letGo = false;
  const attach = async (event: WriteEvent, client: PoolClient) => {
    const held = (row: Record<string, unknown> | undefined) => new Set(fieldsOf.get(event.resource)!.flatMap(([name]) => fileIdsIn(row?.[name])));
    const after = held(event.after);
    const released = [...held(event.before)].filter((id) => !after.has(id));
    if (after.size > 0) {
      await client.query(`UPDATE "stored_files" SET "record_id" = $1 WHERE "id" = ANY($2::uuid[]) AND "record_id" IS NULL`, [event.id, [...after]]);
    }
    // A record gone to the trash keeps its files (held by its id) until the purge: only the register lets them go.
    if (released.length > 0 && !(event.action === 'delete' && event.trashed)) {
      await client.query(`UPDATE "stored_files" SET "removed_at" = now() WHERE "id" = ANY($1::uuid[]) AND "record_id" = $2`, [released, event.id]);
      letGo = true;
    }
    if (register) await syncAttachments(client, [...after], released);
  };

  crud.beforeWrite(resolve, { resources: names });
  crud.onWrite(attach, { resources: names });
  crud.onCommitted(() => {
    if (!letGo) return;
    letGo = false;
    afterCommit();
  }, { resources: names });
};
