import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Values that follow a call and everything it awaits, each kept under its owner (a crud service's
 * open transaction, a WriteEffects' effect), in one AsyncLocalStorage for the whole process:
 * Node 20 gives every new promise a slot per storage ever used and never drops one, and a test
 * worker starts hundreds of apps.
 */
const values = new AsyncLocalStorage<ReadonlyMap<object, unknown>>();

/**
 * Calls under way with a value. Once a storage has been used, Node runs a hook on every promise
 * the process makes (to carry the values along), for good: after the first write, every read paid
 * for it (the list's AsyncFunctionEnter went from nothing to ~1 % of its processor time). With no
 * call left the storage is switched off, and the next call switches it on again. What a finished
 * call left scheduled then finds no value, as it should.
 */
let running = 0;

const settled = () => {
  if (--running === 0) values.disable();
};

/** The value `owner` gave to the call under way, if any. */
export const asyncValueOf = <T>(owner: object): T | undefined => values.getStore()?.get(owner) as T | undefined;

/** Runs `work` with `value` as `owner`'s; the other owners' values stay as they were. */
export const runWithAsyncValue = <R>(owner: object, value: unknown, work: () => Promise<R>): Promise<R> => {
  const next = new Map(values.getStore());
  next.set(owner, value);
  running++;
  let result: Promise<R>;
  try {
    result = values.run(next, work);
  } catch (error) {
    settled();
    throw error;
  }
  return result.finally(settled);
};
