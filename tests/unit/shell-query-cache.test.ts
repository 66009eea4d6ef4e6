import { QueryCache, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { busyStoreOf } from '../../admin/src/shell/busyStore';
import { KeyedQueryCache } from '../../admin/src/shell/KeyedQueryCache';

/** A promise and the functions that settle it, for a query or a save the test finishes itself. */
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
};

const KEYS = [['tasks', 'getList', { page: 1 }], ['tasks', 'getList', { page: 2 }], ['users', 'getMany', { ids: ['1', '2'] }], ['users', 'getOne', { id: '1' }], ['roles']];

describe('KeyedQueryCache', () => {
  const filled = (cache: QueryCache) => {
    const client = new QueryClient({ queryCache: cache });
    for (const key of KEYS) client.setQueryData(key, { key });
    return cache;
  };

  it('finds a query by its exact key as the generic cache does', () => {
    const keyed = filled(new KeyedQueryCache());
    const generic = filled(new QueryCache());
    for (const key of [...KEYS, ['tasks'], ['nothing'], ['tasks', 'getList', { page: 3 }]]) {
      expect(keyed.find({ queryKey: key })?.queryHash, JSON.stringify(key)).toBe(generic.find({ queryKey: key })?.queryHash);
      expect(keyed.find({ queryKey: key, exact: true })?.queryHash).toBe(generic.find({ queryKey: key, exact: true })?.queryHash);
    }
    expect(keyed.find({ queryKey: ['users', 'getOne', { id: '1' }] })?.state.data).toEqual({ key: ['users', 'getOne', { id: '1' }] });
  });

  it('keeps the generic search for a key prefix and for other filters', () => {
    const keyed = filled(new KeyedQueryCache());
    expect(keyed.find({ queryKey: ['tasks'], exact: false })?.queryKey).toEqual(['tasks', 'getList', { page: 1 }]);
    expect(keyed.find({ queryKey: ['users', 'getOne', { id: '1' }], type: 'active' })).toBeUndefined();
    expect(keyed.find({ queryKey: ['users', 'getOne', { id: '1' }], type: 'inactive' })?.queryKey).toEqual(['users', 'getOne', { id: '1' }]);
  });
});

describe('busy store (the top progress bar and the app bar spinner)', () => {
  it('is busy while a query fetches, and tells its listeners only when that changes', async () => {
    const client = new QueryClient();
    const store = busyStoreOf(client);
    let told = 0;
    store.subscribe(() => (told += 1));
    expect(store.isBusy()).toBe(false);
    const first = deferred<string>();
    const second = deferred<string>();
    const one = client.fetchQuery({ queryKey: ['one'], queryFn: () => first.promise });
    const two = client.fetchQuery({ queryKey: ['two'], queryFn: () => second.promise, retry: false });
    expect(store.isBusy()).toBe(true);
    first.resolve('done');
    await one;
    expect(store.isBusy()).toBe(true);
    second.reject(new Error('refused'));
    await expect(two).rejects.toThrow('refused');
    expect(store.isBusy()).toBe(false);
    expect(told).toBe(2);
  });

  it('is busy while a change is being saved', async () => {
    const client = new QueryClient();
    const store = busyStoreOf(client);
    const saved = deferred<string>();
    const mutation = client.getMutationCache().build(client, { mutationFn: () => saved.promise });
    const execution = mutation.execute(undefined);
    expect(store.isBusy()).toBe(true);
    saved.resolve('saved');
    await execution;
    expect(store.isBusy()).toBe(false);
  });

  it('counts what was already fetching when it was first asked, and forgets a removed query', async () => {
    const client = new QueryClient();
    const pending = deferred<string>();
    void client.fetchQuery({ queryKey: ['early'], queryFn: () => pending.promise }).catch(() => undefined);
    const store = busyStoreOf(client);
    expect(store.isBusy()).toBe(true);
    client.removeQueries({ queryKey: ['early'] });
    expect(store.isBusy()).toBe(false);
    expect(busyStoreOf(client)).toBe(store);
  });
});
