import type { AnyResource, Registry } from '@club/schema';
import { attachments } from '@club/schema/resources/attachments';
import type { PoolClient } from 'pg';
import type { CrudService } from '../crud/crud.service';
import type { Reader, ReadRule } from '../crud/readers';
import { nameLiteral, quote, tableOf } from '../database/naming';
import { fileFieldsOf } from './file-fields';

/** The register of attached files (SPEC §2 /Attachments), named by its declaration. */
export const ATTACHMENTS_RESOURCE = attachments.name;

/**
 * Keeps the register in the write's transaction: a row for each file a record took (who uploaded
 * it and when), gone when the record lets the file go. The register's `file` names the same
 * stored file, so its download asks for the record's permission as any other.
 */
export const syncAttachments = async (client: PoolClient, taken: readonly string[], released: readonly string[]): Promise<void> => {
  if (taken.length > 0) {
    await client.query(
      `INSERT INTO "attachments" ("file_name", "file", "media_type", "size_bytes", "resource", "field", "record_id", "uploaded_by_id", "uploaded_at")
       SELECT f."name", jsonb_build_object('id', f."id", 'name', f."name", 'type', f."type", 'size', f."size"), f."type", f."size", f."resource", f."field", f."record_id"::text, f."uploaded_by", f."created_at"
         FROM "stored_files" f
        WHERE f."id" = ANY($1::uuid[]) AND f."record_id" IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM "attachments" a WHERE a."file"->>'id' = f."id"::text)`,
      [taken],
    );
  }
  if (released.length > 0) await client.query(`DELETE FROM "attachments" WHERE "file"->>'id' = ANY($1::text[])`, [released]);
};

/**
 * SQL over a resource's own rows that keeps those about a record the reader may read (a comment
 * on a task they see): the record's page shown to them, the record within their row rules.
 */
const aboutReadable = (crud: CrudService, registry: Registry, resource: AnyResource, reader: Reader, parameter: (value: unknown) => string): string => {
  const table = crud.table(resource.name);
  const about = resource.aboutRecord!;
  const kind = table.column(about.resource);
  const id = table.column(about.id);
  const open: string[] = [];
  const ruled: string[] = [];
  // Not the register itself, nor rows about other records (their rules would ask for these again):
  // files of comments on them are left out of the register, never shown to too many.
  for (const target of registry.resources) {
    if (target.name === ATTACHMENTS_RESOURCE || target.aboutRecord || !reader.may(target.name, 'show')) continue;
    const rows = crud.rowConditions(target.name, reader, parameter);
    if (rows.length === 0) open.push(nameLiteral(target.name));
    else ruled.push(`(${kind} = ${nameLiteral(target.name)} AND ${id} IN (SELECT "id"::text FROM ${quote(tableOf(target.name))} WHERE ${rows.join(' AND ')}))`);
  }
  const readable = [`${kind} IN (${[...open, "''"].join(', ')})`, ...ruled].join(' OR ');
  return `SELECT "id"::text FROM ${table.table} WHERE ${readable}`;
};

/**
 * The register shows a reader only what the records show them: files of resources they may open,
 * of records they see (row scope, read rules), in fields they may read (a sensitive one needs its
 * grant). A resource whose rows are about another record (a comment) shows its files to whoever
 * may read that record, as its thread does.
 */
export const attachmentsReadRule = (crud: CrudService, registry: Registry): ReadRule => {
  const holders = registry.resources.filter((resource) => resource.name !== ATTACHMENTS_RESOURCE && fileFieldsOf(resource).length > 0);
  return {
    conditions: (reader, parameter) => {
      const shown = holders.filter((resource) => resource.aboutRecord || reader.may(resource.name, 'show'));
      const conditions = [`"resource" IN (${[...shown.map((resource) => nameLiteral(resource.name)), "''"].join(', ')})`];
      for (const resource of shown.filter((holder) => holder.aboutRecord)) {
        conditions.push(`NOT ("resource" = ${nameLiteral(resource.name)} AND "record_id" NOT IN (${aboutReadable(crud, registry, resource, reader, parameter)}))`);
      }
      for (const resource of shown) {
        const sensitive = registry.facts(resource.name).sensitive;
        const hidden = fileFieldsOf(resource).filter(([name]) => sensitive.has(name) && !reader.holds(sensitive.get(name)!)).map(([name]) => nameLiteral(name));
        if (hidden.length) conditions.push(`NOT ("resource" = ${nameLiteral(resource.name)} AND "field" IN (${hidden.join(', ')}))`);
        const rows = crud.rowConditions(resource.name, reader, parameter);
        if (rows.length) {
          conditions.push(`NOT ("resource" = ${nameLiteral(resource.name)} AND "record_id" NOT IN (SELECT "id"::text FROM ${quote(tableOf(resource.name))} WHERE ${rows.join(' AND ')}))`);
        }
      }
      return conditions;
    },
  };
};
