import type { PoolClient } from 'pg';
import { recordAbout } from '../access/about-records';
import type { CrudService, WriteEvent } from '../crud/crud.service';
import { LIVE_CHANNEL, type LiveChange } from './live-change';

/**
 * Publishes a change on the write's own connection, inside its transaction: PostgreSQL delivers
 * a NOTIFY only when its transaction commits, so a write rolled back publishes nothing.
 */
export const publishChange = async (client: Pick<PoolClient, 'query'>, change: LiveChange): Promise<void> => {
  await client.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(change)]);
};

const versionOf = (event: WriteEvent): number | null => {
  const version = (event.after ?? event.before)?.version;
  return typeof version === 'number' ? version : null;
};

/** More changes of one resource in one transaction than this are told as one (`many`). */
export const LIVE_CHANGES_TOLD_ONE_BY_ONE = 100;

/** A transaction's changes: each one, or, past the limit, one `many` per resource (its last writer named). */
const publishAll = async (client: Pick<PoolClient, 'query'>, changes: readonly LiveChange[]): Promise<void> => {
  const byResource = new Map<string, LiveChange[]>();
  for (const change of changes) {
    const ofResource = byResource.get(change.resource);
    if (ofResource) ofResource.push(change);
    else byResource.set(change.resource, [change]);
  }
  for (const [resource, ofResource] of byResource) {
    // A row about another record is judged by that record: it is told by itself, whatever the number.
    if (ofResource.length <= LIVE_CHANGES_TOLD_ONE_BY_ONE || ofResource.some((change) => change.about)) for (const change of ofResource) await publishChange(client, change);
    else await publishChange(client, { resource, id: '', action: 'many', version: null, actorId: ofResource.at(-1)!.actorId });
  }
};

/**
 * Every create, update, delete and restore through the engine is published when it commits; a
 * transaction of many writes (an import) gathers its changes and publishes them at its end. A row
 * about another record (a comment) names it.
 */
export const registerLivePublishing = (crud: CrudService): void => {
  crud.onWrite((event, client) => {
    const about = recordAbout(crud.registry, event.resource, event.after ?? event.before);
    const change: LiveChange = { resource: event.resource, id: event.id, action: event.action, version: versionOf(event), actorId: event.actor?.id ?? null, ...(about ? { about } : {}) };
    return crud.collect('live', change, (changes: LiveChange[]) => publishAll(client, changes));
  });
};
