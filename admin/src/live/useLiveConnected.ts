import { useSyncExternalStore } from 'react';
import { liveConnection } from './liveConnection';

/** Whether the tab's live stream is open: screens that poll do so only while it is not. */
export const useLiveConnected = (): boolean => useSyncExternalStore(liveConnection.watchStatus, () => liveConnection.connected);

/** A poll interval kept only while the live stream is down (a slow fallback), none while it is up. */
export const useFallbackPoll = (intervalMs: number): number | false => (useLiveConnected() ? false : intervalMs);
