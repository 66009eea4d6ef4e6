import { anonymousFlagOf, type AnonymousRecords, type Registry } from '@club/schema';
import type { PoolClient } from 'pg';
import type { Row, WriteEvent } from '../crud/crud.service';
import { quote, snakeCase, tableOf } from '../database/naming';

/** What the resources' `anonymous` declarations make of one write (see AnonymousRecords). */
export interface WriteAnonymity {
  /** The write is an anonymous one, or an effect of one (a vote's count): its trail names no actor. */
  unnamed: boolean;
  /** Fields its trail leaves out: the author's, while the record is anonymous. */
  hides: readonly string[];
  /**
   * The write made the record anonymous: whose names its earlier entries lose (the author's, or
   * every writer's when the declaration names no author), besides the fields in `hides`.
   */
  madeAnonymous?: { actors: { author: string } | 'all' | 'none' };
}

const NAMED: WriteAnonymity = { unnamed: false, hides: [] };

/** One write as a declaration judges it: the record, the record action it carried out, its writer. */
interface Judged {
  row: Row | undefined;
  action?: string;
  actorId?: string;
}

/**
 * Tells, for each write, what the `anonymous` declarations make of it: whether its record is
 * anonymous (by its own flag, or the flag of the record it refers to, read in the write's
 * transaction), whether the write is one of its anonymous ones, or the effect of one (the options'
 * votes of an anonymous answer), and what its trail leaves out.
 */
export const writeAnonymity = (registry: Registry) => {
  const declared = new Map(registry.resources.flatMap((resource) => (resource.anonymous ? [[resource.name, resource.anonymous] as const] : [])));

  const anonymousNow = async (resource: string, declaration: AnonymousRecords, row: Row | undefined, client: PoolClient): Promise<boolean> => {
    if (!row) return false;
    const { field, through } = anonymousFlagOf(declaration);
    if (through === undefined) return row[field] === true;
    const parent = row[through];
    const reference = registry.get(resource)!.fields[through];
    if (typeof parent !== 'string' || reference?.kind !== 'reference') return false;
    const { rows } = await client.query(`SELECT ${quote(snakeCase(field))} AS "flag" FROM ${quote(tableOf(reference.target))} WHERE "id" = $1`, [parent]);
    return rows[0]?.flag === true;
  };

  /** Whether the write is one of the record's anonymous ones: by its action, and by its author when the declaration names one. */
  const isAnonymousWrite = (declaration: AnonymousRecords, { row, action, actorId }: Judged): boolean =>
    (declaration.actions === undefined || declaration.actions.includes(action ?? '')) &&
    (declaration.author === undefined || (actorId !== undefined && row?.[declaration.author] === actorId));

  /** The record a write caused others for, as the declaration reads it (its flag, reference and author), or undefined when gone. */
  const causeRow = async (resource: string, declaration: AnonymousRecords, id: string, client: PoolClient): Promise<Row | undefined> => {
    const { field, through } = anonymousFlagOf(declaration);
    const fields = [...new Set([through ?? field, ...(declaration.author ? [declaration.author] : [])])];
    const { rows } = await client.query(`SELECT ${fields.map((name) => `${quote(snakeCase(name))} AS ${quote(name)}`).join(', ')} FROM ${quote(tableOf(resource))} WHERE "id" = $1`, [id]);
    return rows[0];
  };

  /** Whether the write that caused this one (a question answered, for its options' votes) was an anonymous one. */
  const causedAnonymously = async (event: WriteEvent, client: PoolClient): Promise<boolean> => {
    const cause = event.cause;
    const declaration = cause?.id ? declared.get(cause.resource) : undefined;
    if (!cause?.id || !declaration) return false;
    const row = await causeRow(cause.resource, declaration, cause.id, client);
    return (await anonymousNow(cause.resource, declaration, row, client)) && isAnonymousWrite(declaration, { row, action: cause.action, actorId: cause.actor?.id ?? event.actor?.id });
  };

  return async (event: WriteEvent, client: PoolClient): Promise<WriteAnonymity> => {
    const declaration = declared.get(event.resource);
    const record = event.after ?? event.before;
    if (!declaration || !(await anonymousNow(event.resource, declaration, record, client))) return (await causedAnonymously(event, client)) ? { ...NAMED, unnamed: true } : NAMED;
    // The author as the record named them before the write (a record handed to someone else stays its author's).
    const judged = { row: event.before ?? event.after, action: event.recordAction?.name ?? event.action, actorId: event.actor?.id };
    const unnamed = isAnonymousWrite(declaration, judged) || (await causedAnonymously(event, client));
    // Only its own flag turns a record anonymous in one of its writes (a poll's answers are anonymous from the start).
    const made = event.action === 'update' && anonymousFlagOf(declaration).through === undefined && !(await anonymousNow(event.resource, declaration, event.before, client));
    const author = declaration.author ? judged.row?.[declaration.author] : undefined;
    const actors = declaration.author === undefined ? 'all' : typeof author === 'string' ? { author } : 'none';
    return { unnamed, hides: declaration.hides ?? [], ...(made ? { madeAnonymous: { actors } } : {}) };
  };
};
