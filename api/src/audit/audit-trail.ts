import { summariesOf, summaryOfRecord } from './record-summaries';
import type { Registry } from '@club/schema';
import { auditLogs } from '@club/schema/resources/auditLogs';
import type { PoolClient } from 'pg';
import type { CrudService, Row, WriteEvent } from '../crud/crud.service';
import { keptRecordMeets, liveRecordMeets } from '../crud/kept-records';
import { insertRow } from '../crud/sql';
import type { ReadRule } from '../crud/readers';
import { sensitiveJsonMask } from '../crud/sensitive-json';
import { writeAnonymity } from './anonymity';
import { nameLiteral as literal, quote, tableOf } from '../database/naming';

/** The resource the trail writes to, named by its declaration. */
export const AUDIT_RESOURCE = auditLogs.name;

/** What a secret field's value always looks like in the trail: never the hash, never the text. */
export const SECRET_MASK = '***';

export type AuditChanges = Record<string, { old: unknown; new: unknown }>;

/**
 * The trail shows a reader what the resources show them: the trail of the resources they may show,
 * each entry only when they may read the record it describes by that resource's own row rules (its
 * row scope, its read rules: the SQL of its list), a record gone judged by the values it had when
 * it was deleted; and a sensitive field's old and new values only to holders of its grant (the key
 * is cut out of `changes`). `logged`: the resources with entries.
 */
export const auditReadRule = (registry: Registry, crud: Pick<CrudService, 'rowConditions'>, logged: readonly string[]): ReadRule => {
  const withEntries = new Set(logged);
  return {
    masked: sensitiveJsonMask(registry, 'changes'),
    conditions: (reader, parameter) => {
      const shown = registry.resources.filter((resource) => reader.may(resource.name, 'show'));
      // Only the trail of resources the reader may show: the audit page is no window onto the others.
      const conditions = [`"resource" IN (${[...shown.map((resource) => literal(resource.name)), "''"].join(', ')})`];
      for (const resource of shown.filter((candidate) => withEntries.has(candidate.name))) {
        const rows = crud.rowConditions(resource.name, reader, parameter);
        if (rows.length === 0) continue;
        const kept = keptRecordMeets(resource, lastValuesOf(resource.name), latestValue, rows);
        conditions.push(`NOT ("resource" = ${literal(resource.name)} AND NOT COALESCE(${liveRecordMeets(resource, rows)}, ${kept}))`);
      }
      return conditions;
    },
  };
};

/**
 * The values a gone record had last, as an entry's `changes` ({ field: { old, new } }): those its
 * delete entry kept (every field), or the entry's own when there is none.
 */
const lastValuesOf = (resource: string): string =>
  `CASE WHEN "action" = 'delete' THEN "changes" ELSE COALESCE((SELECT "_deleted"."changes" FROM (SELECT "record_id" AS "_id") AS "_entry", ${quote(tableOf(AUDIT_RESOURCE))} AS "_deleted"
    WHERE "_deleted"."record_id" = "_entry"."_id" AND "_deleted"."resource" = ${literal(resource)} AND "_deleted"."action" = 'delete'
    ORDER BY "_deleted"."created_at" DESC LIMIT 1), "changes") END`;

/** A field's value in an entry's changes: the new one, or the old one (a delete's). */
const latestValue = (changes: string, field: string): string => {
  const change = `${changes} -> ${literal(field)}`;
  return `COALESCE(NULLIF(${change} -> 'new', 'null'::jsonb), ${change} -> 'old')`;
};

/**
 * The changed fields of one write with their old and new values, as the API shows them:
 * create → every written field, update → the changed ones, delete → every field.
 */
export const auditChangesOf = (event: WriteEvent, fields: readonly string[], secret: ReadonlySet<string>): AuditChanges => {
  const value = (row: Row | undefined, name: string) => (secret.has(name) ? SECRET_MASK : (row?.[name] ?? null));
  const names = event.action === 'delete' ? fields : event.changed;
  return Object.fromEntries(
    names.map((name) => [
      name,
      {
        old: event.action === 'create' ? null : value(event.before, name),
        new: event.action === 'delete' ? null : value(event.after, name),
      },
    ]),
  );
};


/**
 * A record made anonymous: its entries written before forget who wrote them (its author, or every
 * writer) and the fields that name its author, as if it had been anonymous from the start.
 */
const forgetAuthor = async (client: PoolClient, table: string, event: WriteEvent, actors: { author: string } | 'all' | 'none', hides: readonly string[]): Promise<void> => {
  if (actors === 'none' && hides.length === 0) return;
  await client.query(
    `UPDATE ${table} SET "anonymous" = "anonymous" OR $3::boolean OR "actor_id" = $4::uuid, "actor_id" = CASE WHEN $3::boolean OR "actor_id" = $4::uuid THEN NULL ELSE "actor_id" END,
       "changes" = "changes" - $5::text[] WHERE "resource" = $1 AND "record_id" = $2`,
    [event.resource, event.id, actors === 'all', typeof actors === 'object' ? actors.author : null, hides],
  );
};

/**
 * Registers the audit trail: ONE write hook over every writable resource that adds an auditLogs
 * row in the write's own transaction (if it fails, the write rolls back), and ONE read hook over
 * the resources declared `auditReads` that adds a `read` row per record a signed-in user read
 * (before the answer leaves: no trace, no answer).
 */
export const registerAuditTrail = (crud: CrudService, registry: Registry): void => {
  if (!registry.get(AUDIT_RESOURCE)) return;
  // Read-only resources' rows come from the server, except lines (invoice items): people write those through their parent.
  const lines = new Set(registry.resources.flatMap((resource) => Object.values(resource.lines ?? {}).map((definition) => definition.resource)));
  const audited = registry.resources.filter((resource) => (!resource.readOnly || lines.has(resource.name)) && resource.name !== AUDIT_RESOURCE);
  const log = crud.table(AUDIT_RESOURCE);
  const fieldsOf = new Map(audited.map((resource) => [resource.name, Object.keys(resource.fields)]));
  const anonymityOf = writeAnonymity(registry);
  crud.onWrite(
    async (event: WriteEvent, client: PoolClient) => {
      const facts = registry.facts(event.resource);
      const changes = auditChangesOf(event, fieldsOf.get(event.resource) ?? [], facts.secret);
      // An update that changed nothing leaves no trace.
      if (event.action === 'update' && Object.keys(changes).length === 0) return;
      const anonymity = await anonymityOf(event, client);
      for (const field of anonymity.hides) delete changes[field];
      if (anonymity.madeAnonymous) await forgetAuthor(client, log.table, event, anonymity.madeAnonymous.actors, anonymity.hides);
      await client.query(
        insertRow(log, {
          actorId: anonymity.unnamed ? null : (event.actor?.id ?? null),
          anonymous: anonymity.unnamed,
          action: event.action,
          resource: event.resource,
          recordId: event.id,
          changes, // insertRow sends JSON fields as JSON text
          summary: await summaryOfRecord(client, crud, registry, event.resource, event.after ?? event.before),
          causeResource: event.cause?.resource ?? null,
          causeRecordId: event.cause?.id ?? null,
          causeAction: event.cause?.action ?? null,
        }),
      );
    },
    { resources: audited.map((resource) => resource.name) },
  );
  const confidential = registry.resources.filter((resource) => resource.auditReads).map((resource) => resource.name);
  crud.restrictReads(AUDIT_RESOURCE, auditReadRule(registry, crud, [...audited.map((resource) => resource.name), ...confidential]));
  if (confidential.length) {
    crud.onRead(async (resource, rows, reader, db) => {
      const summaries = await summariesOf(db, crud, registry, resource, rows);
      await db.query(
        `INSERT INTO ${log.table} ("actor_id", "action", "resource", "record_id", "changes", "summary")
         SELECT $1::uuid, 'read', $2, "record_id", '{}'::jsonb, "summary" FROM unnest($3::text[], $4::text[]) AS "read" ("record_id", "summary")`,
        [reader.userId, resource, rows.map((row) => String(row.id)), summaries],
      );
    }, { resources: confidential });
  }
};
