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

/** Every create, update, delete and restore through the engine is published when it commits; a row about another record (a comment) names it. */
export const registerLivePublishing = (crud: CrudService): void => {
  crud.onWrite((event, client) => {
    const about = recordAbout(crud.registry, event.resource, event.after ?? event.before);
    return publishChange(client, { resource: event.resource, id: event.id, action: event.action, version: versionOf(event), actorId: event.actor?.id ?? null, ...(about ? { about } : {}) });
  });
};
