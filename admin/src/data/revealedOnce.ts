import { useSyncExternalStore } from 'react';

/**
 * Values the API answers once and never again (a new API key's secret, under `revealed` in the
 * answer to a create or a record action): kept here, in memory only, from the answer until the
 * person closes the dialog that shows them, and never in react-admin's cache (the data provider
 * takes them out of the record first).
 */
type Revealed = Readonly<Record<string, string>>;

const kept = new Map<string, Revealed>();
const listeners = new Set<() => void>();
const keyOf = (apiName: string, id: unknown) => `${apiName}/${String(id)}`;
const changed = () => listeners.forEach((listener) => listener());

/** Takes `revealed` out of an answer (kept for the record's page), returning the record without it. */
export const keepRevealed = <T extends { id?: unknown; revealed?: unknown }>(apiName: string, answer: T): Omit<T, 'revealed'> => {
  const { revealed, ...record } = answer;
  if (revealed && typeof revealed === 'object' && answer.id !== undefined) {
    kept.set(keyOf(apiName, answer.id), revealed as Revealed);
    changed();
  }
  return record;
};

/** Forgets them for good (the dialog closed). */
export const forgetRevealed = (apiName: string, id: unknown): void => {
  if (kept.delete(keyOf(apiName, id))) changed();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** What was revealed for this record and not yet closed, if anything. */
export const useRevealed = (apiName: string, id: unknown): Revealed | undefined =>
  useSyncExternalStore(subscribe, () => (id === undefined ? undefined : kept.get(keyOf(apiName, id))));
