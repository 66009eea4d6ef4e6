/**
 * How many lazy screens are loading right now (their Suspense fallback is on screen). A tiny
 * external store, so the progress bar can follow it with useSyncExternalStore.
 */
let pending = 0;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

/** Marks one load as started; call the returned function when it ends. */
export const startRouteLoad = (): (() => void) => {
  pending += 1;
  emit();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending -= 1;
    emit();
  };
};

export const subscribeToRouteLoads = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const isRouteLoading = (): boolean => pending > 0;
