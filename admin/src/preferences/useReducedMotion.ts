import { useSyncExternalStore } from 'react';

const REDUCE_QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(REDUCE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

const snapshot = (): boolean => window.matchMedia(REDUCE_QUERY).matches;

/** Whether the operating system asks for less motion (WCAG 2.3.3), followed live. */
export const useReducedMotion = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false);
