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
  const isBusy = () => fetching.size + saving.size > 0;
  /** Counts `item` in or out of `items`, telling the listeners when that turns busy on or off. */
  const track = (items: Set<unknown>, item: unknown, active: boolean) => {
    const was = isBusy();
    if (active) items.add(item);
    else items.delete(item);
    if (isBusy() !== was) for (const listener of listeners) listener();
  };
  for (const query of client.getQueryCache().getAll()) track(fetching, query, query.state.fetchStatus === 'fetching');
  for (const mutation of client.getMutationCache().getAll()) track(saving, mutation, mutation.state.status === 'pending');
  client.getQueryCache().subscribe(({ type, query }) => track(fetching, query, type !== 'removed' && query.state.fetchStatus === 'fetching'));
  client.getMutationCache().subscribe(({ type, mutation }) => {
    if (mutation) track(saving, mutation, type !== 'removed' && mutation.state.status === 'pending');
  });
  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    isBusy,
  };
};

const stores = new WeakMap<QueryClient, BusyStore>();
/** The busy store of a client (one per client, made on first use). */
export const busyStoreOf = (client: QueryClient): BusyStore => {
  let store = stores.get(client);
  if (!store) stores.set(client, (store = createBusyStore(client)));
  return store;
};
