import type { QueryClient } from '@tanstack/react-query';

export interface BusyStore {
  subscribe(onChange: () => void): () => void;
  isBusy(): boolean;
}

/**
 * Whether any query is fetching or any change is being saved, kept up to date event by event.
 * react-query's useIsFetching (and react-admin's useLoading) scan every cached query on every
 * cache event: after a few hundred screens that scan ran dozens of times per page, twice.
 */
const createBusyStore = (client: QueryClient): BusyStore => {
  const fetching = new Set<unknown>();
  const saving = new Set<unknown>();
  const listeners = new Set<() => void>();
  let busy = false;
  const update = () => {
    const now = fetching.size + saving.size > 0;
    if (now === busy) return;
    busy = now;
    for (const listener of listeners) listener();
  };
  for (const query of client.getQueryCache().getAll()) if (query.state.fetchStatus === 'fetching') fetching.add(query);
  for (const mutation of client.getMutationCache().getAll()) if (mutation.state.status === 'pending') saving.add(mutation);
  busy = fetching.size + saving.size > 0;
  client.getQueryCache().subscribe(({ type, query }) => {
    if (type !== 'removed' && query.state.fetchStatus === 'fetching') fetching.add(query);
    else fetching.delete(query);
    update();
  });
  client.getMutationCache().subscribe((event) => {
    if (!event.mutation) return;
    if (event.type !== 'removed' && event.mutation.state.status === 'pending') saving.add(event.mutation);
    else saving.delete(event.mutation);
    update();
  });
  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    isBusy: () => busy,
  };
};

const stores = new WeakMap<QueryClient, BusyStore>();
/** The busy store of a client (one per client, made on first use). */
export const busyStoreOf = (client: QueryClient): BusyStore => {
  let store = stores.get(client);
  if (!store) stores.set(client, (store = createBusyStore(client)));
  return store;
};
