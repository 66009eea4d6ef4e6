import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Values that follow a call and everything it awaits, each kept under its owner (a crud service's
 * open transaction, a WriteEffects' effect), in one AsyncLocalStorage for the whole process:
 * Node 20 gives every new promise a slot per storage ever used and never drops one, and a test
 * worker starts hundreds of apps.
 */
const values = new AsyncLocalStorage<ReadonlyMap<object, unknown>>();

/** The value `owner` gave to the call under way, if any. */
export const asyncValueOf = <T>(owner: object): T | undefined => values.getStore()?.get(owner) as T | undefined;

/** Runs `work` with `value` as `owner`'s; the other owners' values stay as they were. */
export const runWithAsyncValue = <R>(owner: object, value: unknown, work: () => R): R => {
  const next = new Map(values.getStore());
  next.set(owner, value);
  return values.run(next, work);
};
