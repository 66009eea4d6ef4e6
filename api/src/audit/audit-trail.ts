import type { Registry } from '@club/schema';
import { auditLogs } from '@club/schema/resources/auditLogs';
import type { PoolClient } from 'pg';
import type { CrudService, Row, WriteEvent } from '../crud/crud.service';
import { insertRow, scopeSql } from '../crud/sql';
import type { ReadRule } from '../crud/readers';
import { sensitiveJsonMask } from '../crud/sensitive-json';
import { nameLiteral as literal, quote, tableOf } from '../database/naming';


/**
 * The trail shows a reader what the resources show them: a sensitive field's old and new values
 * only to holders of its grant (the key is cut out of `changes`), and a scoped resource's entries
 * only for the records the reader sees.
 */
export const auditReadRule = (registry: Registry): ReadRule => {
  const scoped = registry.resources.filter((resource) => resource.scope);
  return {
    masked: sensitiveJsonMask(registry, 'changes'),
    conditions: (reader, parameter) => [
      // Only the trail of resources the reader may show: the audit page is no window onto the others.
      `"resource" IN (${[...registry.resources.filter((resource) => reader.may(resource.name, 'show')).map((resource) => literal(resource.name)), "''"].join(', ')})`,
      ...scoped
        .filter((resource) => !reader.holds(resource.scope!.everyone.grant))
        .map((resource) => {
          const visible = `SELECT "id"::text FROM ${quote(tableOf(resource.name))} WHERE ${scopeSql(registry.facts(resource.name).scopeOwners, `${parameter(reader.userId)}::uuid`, resource.scope!.when)}`;
          return `NOT ("resource" = ${literal(resource.name)} AND "record_id" NOT IN (${visible}))`;
        }),
    ],
  };
};

/** The resource the trail writes to, named by its declaration. */
export const AUDIT_RESOURCE = auditLogs.name;

/** What a secret field's value always looks like in the trail: never the hash, never the text. */
export const SECRET_MASK = '***';

export type AuditChanges = Record<string, { old: unknown; new: unknown }>;

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

/** The record's representation at the time of the write, for the global log. */
/** A record named by its representation fields at the time (a task's title), at most 255 characters. */
export const summaryOf = (row: Row | undefined, representation: readonly string[]): string | null => {
  const parts = representation.map((name) => row?.[name]).filter((part) => part !== null && part !== undefined && part !== '');
  return parts.length ? parts.map(String).join(' ').slice(0, 255) : null;
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
  crud.restrictReads(AUDIT_RESOURCE, auditReadRule(registry));
  const fieldsOf = new Map(audited.map((resource) => [resource.name, Object.keys(resource.fields)]));
  crud.onWrite(
    async (event: WriteEvent, client: PoolClient) => {
      const facts = registry.facts(event.resource);
      const changes = auditChangesOf(event, fieldsOf.get(event.resource) ?? [], facts.secret);
      // An update that changed nothing leaves no trace.
      if (event.action === 'update' && Object.keys(changes).length === 0) return;
      await client.query(
        insertRow(log, {
          actorId: event.actor?.id ?? null,
          action: event.action,
          resource: event.resource,
          recordId: event.id,
          changes, // insertRow sends JSON fields as JSON text
          summary: summaryOf(event.after ?? event.before, facts.representation),
          causeResource: event.cause?.resource ?? null,
          causeRecordId: event.cause?.id ?? null,
          causeAction: event.cause?.action ?? null,
        }),
      );
    },
    { resources: audited.map((resource) => resource.name) },
  );
  const confidential = registry.resources.filter((resource) => resource.auditReads).map((resource) => resource.name);
  if (confidential.length) {
    crud.onRead(async (resource, rows, reader, db) => {
      const representation = registry.facts(resource).representation;
      await db.query(
        `INSERT INTO ${log.table} ("actor_id", "action", "resource", "record_id", "changes", "summary")
         SELECT $1::uuid, 'read', $2, "record_id", '{}'::jsonb, "summary" FROM unnest($3::text[], $4::text[]) AS "read" ("record_id", "summary")`,
        [reader.userId, resource, rows.map((row) => String(row.id)), rows.map((row) => summaryOf(row, representation))],
      );
    }, { resources: confidential });
  }
};
