import { meetsCondition, type AnyResource, type ConstraintDefinition, type Registry } from '@club/schema';
import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import type { BeforeWriteHook, PendingWrite, Row } from '../crud/crud.service';
import { conflict } from '../crud/errors';
import { plain, type Records, type Where } from '../crud/records';
import type { RuleMessages } from './rule-messages';
import { whereOf } from './where';


/** Takes turns with every other write under the same rule and key, until the transaction ends. */
const lockKey = (client: PoolClient, key: string) => client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);

/** How a record is named in a message (its representation fields; in Arabic, a field's `{name}Ar` beside it where it has one, as the admin names it). */
const nameOf = (resource: AnyResource, row: Row, locale: PendingWrite['locale']): string =>
  [resource.recordRepresentation]
    .flat()
    .map((field) => (locale === 'ar' && row[`${field}Ar`]) || row[field])
    .filter((value) => value !== null && value !== undefined && value !== '')
    .join(' — ');

const changed = (write: PendingWrite, fields: readonly string[]) => write.action !== 'update' || fields.some((field) => field in write.values && String(plain(write.values[field])) !== String(plain(write.before?.[field])));

type Judge = (write: PendingWrite, record: Row, client: PoolClient) => Promise<void>;

/**
 * The declared constraints on every create, update and restore, each under a lock on its key
 * (transaction advisory locks: two writes at once take turns, and the second sees the first),
 * refusing with 409 and the rule's message from locales/; `onePrimary` completes the write
 * instead, releasing the owner's other record through the engine.
 */
export const constraintsRule = (resource: AnyResource, registry: Registry, records: Records, messages: RuleMessages): BeforeWriteHook => {
  const self = (write: PendingWrite): Where => (write.id ? { id_neq: write.id } : {});
  // On each field the clash is about (an overlap: the time and what is held, the coach or the bus).
  const refuse = (write: PendingWrite, key: string, fields: string | readonly string[], values: Record<string, string | number>) => {
    const message = messages.rule(write.locale, resource.name, key, values);
    return conflict(message, Object.fromEntries([fields].flat().map((field) => [field, message])));
  };
  const judges = Object.entries(resource.constraints ?? {}).map(([key, constraint]: [string, ConstraintDefinition]): Judge => {
    const lockOf = (client: PoolClient, values: unknown[]) => lockKey(client, `${resource.name}:${key}:${values.map((value) => String(plain(value))).join('|')}`);
    switch (constraint.kind) {
      case 'noOverlap':
        return async (write, record, client) => {
          if (!meetsCondition(record, constraint.when) || !changed(write, [constraint.start, constraint.end, ...constraint.per, ...Object.keys(constraint.when ?? {})])) return;
          const [start, end] = [record[constraint.start], record[constraint.end]];
          if (start == null || (end == null && !constraint.openEnd) || constraint.per.some((field) => record[field] == null)) return;
          // One lock per held thing, shared with the resources in `with` (they name it the same way);
          // a wildcard field (a mixed group) meets its other values, so the lock leaves it out.
          const wildcard: Readonly<Record<string, string | undefined>> = constraint.wildcard ?? {};
          const locked = constraint.per.filter((field) => wildcard[field] === undefined);
          await lockKey(client, `noOverlap:${locked.join(',')}:${locked.map((field) => String(plain(record[field]))).join('|')}`);
          const held = Object.fromEntries(
            constraint.per.flatMap((field) => {
              const any = wildcard[field];
              if (any === undefined) return [[field, record[field]]];
              return record[field] === any ? [] : [[field, [record[field], any]]];
            }),
          );
          const clashOf = async (other: AnyResource, otherStart: string, otherEnd: string, when: Where): Promise<Row | undefined> => {
            const [startsBy, endsAfter] = constraint.inclusive ? ['_lte', '_gte'] : ['_lt', '_gt'];
            const startsBefore = end == null ? {} : { [`${otherStart}${startsBy}`]: plain(end) };
            // Ranges meet when each starts before the other ends; an open end never ends.
            const wheres: Where[] = [{ ...when, ...held, ...startsBefore, [`${otherEnd}${endsAfter}`]: plain(start) }];
            if (constraint.openEnd) wheres.push({ ...when, ...held, ...startsBefore, [otherEnd]: null });
            for (const where of wheres) {
              const [clash] = await records.find(other.name, where, { limit: 1 });
              if (clash) return clash;
            }
            return undefined;
          };
          const clash = await clashOf(resource, constraint.start, constraint.end, { ...whereOf(constraint.when), ...self(write) });
          if (clash) throw refuse(write, key, [constraint.start, ...constraint.per], { record: nameOf(resource, clash, write.locale) });
          for (const other of constraint.with ?? []) {
            const target = registry.get(other.resource)!;
            const elsewhere = await clashOf(target, other.start, other.end, whereOf(other.when));
            if (elsewhere) throw refuse(write, key, [constraint.start, ...constraint.per], { record: nameOf(target, elsewhere, write.locale) });
          }
        };
      case 'capacity':
        return async (write, record, client) => {
          const owner = record[constraint.per];
          const entering = write.action !== 'update' || changed(write, [constraint.per]) || !meetsCondition(write.before ?? {}, constraint.when);
          if (owner == null || !meetsCondition(record, constraint.when) || !entering) return;
          await lockOf(client, [owner]);
          let max: number | null = null;
          if (typeof constraint.max === 'number') max = constraint.max;
          else {
            const target = resource.fields[constraint.per];
            // Locked as an edit of it would: a capacity lowered meanwhile waits, then judges what is there.
            const [parent] = target?.kind === 'reference' ? await records.find(target.target, { id: owner }, { limit: 1, lock: true }) : [];
            const value = parent?.[constraint.max.field];
            max = value === null || value === undefined ? null : Number(value);
          }
          if (max === null) return;
          const taken = await records.find(resource.name, { ...whereOf(constraint.when), [constraint.per]: owner, ...self(write) }, { limit: max });
          if (taken.length >= max) throw refuse(write, key, constraint.per, { max });
        };
      case 'unique':
        return async (write, record, client) => {
          if (!meetsCondition(record, constraint.when) || constraint.fields.some((field) => record[field] == null)) return;
          if (!changed(write, [...constraint.fields, ...Object.keys(constraint.when ?? {})])) return;
          await lockOf(client, constraint.fields.map((field) => record[field]));
          const [clash] = await records.find(resource.name, { ...whereOf(constraint.when), ...Object.fromEntries(constraint.fields.map((field) => [field, record[field]])), ...self(write) }, { limit: 1 });
          if (clash) throw refuse(write, key, constraint.fields.at(-1)!, { record: nameOf(resource, clash, write.locale) });
        };
      case 'onePrimary':
        return async (write, record, client) => {
          const { flag, per } = constraint;
          // The record a new primary one releases stays released (its own flag is not written yet).
          if (write.cause?.resource === resource.name && write.values[flag] === false) return;
          const owner = record[per];
          if (owner == null) return;
          await lockOf(client, [owner]);
          const others: Where = { [per]: owner, [flag]: true, ...self(write) };
          if (record[flag]) {
            await records.updateWhere(resource.name, others, { [flag]: false }, causeOf(write));
            return;
          }
          const flagged = await records.find(resource.name, others, { limit: 1 });
          if (flagged.length === 0) write.values[flag] = true;
        };
    }
  });
  return async (write, client) => {
    if (write.action === 'delete' || judges.length === 0) return;
    const record = { ...write.before, ...write.values };
    for (const judge of judges) await judge(write, record, client);
  };
};
