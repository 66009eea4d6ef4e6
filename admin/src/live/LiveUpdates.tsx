import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateChanges, invalidateEverything } from './invalidateChanges';
import type { LiveChange } from '@club/schema';
import { liveConnection } from './liveConnection';

/** Changes arriving together (one save touching several records) refresh the screen once. */
const BATCH_MS = 100;

/**
 * Keeps the signed-in screens current: the tab's live connection open while they are, and each
 * change told refreshes the lists and records on screen that show it (see invalidateChanges).
 */
export const LiveUpdates = () => {
  const client = useQueryClient();
  useEffect(() => {
    let batch: LiveChange[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const changes = batch;
      batch = [];
      void invalidateChanges(client, changes);
    };
    const stop = liveConnection.listen({
      change: (change) => {
        batch.push(change);
        timer ??= setTimeout(flush, BATCH_MS);
      },
      resync: () => void invalidateEverything(client),
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [client]);
  return null;
};
