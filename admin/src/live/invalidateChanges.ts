import type { Query, QueryClient } from '@tanstack/react-query';
import { apiNameOf } from '../resources/names';
import { isHeld } from './heldRecords';
import type { LiveChange } from '@club/schema';

/** react-admin's reads of many records: any of them may show the changed one (or now should). */
const MANY = new Set(['getList', 'getMany', 'getManyReference', 'getInfiniteList', 'getManyAggregate']);

/**
 * Marks stale, and refetches if on screen, the react-admin queries a batch of changes concerns:
 * each changed resource's lists and reference reads (under any of its paths), and the one-record
 * reads of the changed records (all of a resource's when many changed at once), but not one held
 * by an edit form. Nothing else, no page reload.
 */
export const invalidateChanges = (client: QueryClient, changes: readonly LiveChange[]): Promise<void> => {
  const resources = new Set(changes.map((change) => change.resource));
  const records = new Set(changes.filter((change) => !isHeld(change.resource, change.id)).map((change) => `${change.resource}/${change.id}`));
  // Many changed at once (no ids told): every record of the resource read again, but one held by a form.
  const wholly = new Set(changes.filter((change) => change.action === 'many').map((change) => change.resource));
  const concerned = (query: Query) => {
    const [name, method, params] = query.queryKey as [unknown, unknown, { id?: unknown } | undefined];
    if (typeof name !== 'string' || typeof method !== 'string') return false;
    const apiName = apiNameOf(name);
    if (!resources.has(apiName)) return false;
    if (MANY.has(method)) return true;
    if (method !== 'getOne') return false;
    return records.has(`${apiName}/${String(params?.id)}`) || (wholly.has(apiName) && !isHeld(apiName, String(params?.id)));
  };
  return client.invalidateQueries({ predicate: concerned });
};

/** After a reconnect: every resource's reads, since any change may have been missed (held records still kept). */
export const invalidateEverything = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({
    predicate: (query) => {
      const [name, method, params] = query.queryKey as [unknown, unknown, { id?: unknown } | undefined];
      if (typeof name !== 'string' || typeof method !== 'string') return false;
      return MANY.has(method) || (method === 'getOne' && !isHeld(apiNameOf(name), String(params?.id)));
    },
  });
