import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { busyStoreOf } from './busyStore';

/** True while the admin waits for the server (a query or a save). */
export const useIsBusy = (): boolean => {
  const store = busyStoreOf(useQueryClient());
  return useSyncExternalStore(store.subscribe, store.isBusy);
};
