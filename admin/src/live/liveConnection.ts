import type { EventSource } from 'eventsource';
import { liveFetch } from './liveFetch';
import { parseLiveChange, type LiveChange } from '@club/schema';

/** The stream of committed changes (api/src/live). */
const LIVE_URL = '/api/live';
/** The first wait before reconnecting after a drop, doubled each failure up to the last (with jitter). */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

export interface LiveListener {
  change(change: LiveChange): void;
  /** Changes may have been missed (a reconnect, the server missed some): read everything again. */
  resync(): void;
}

/**
 * ONE connection per tab to the live stream, shared by every screen: opened while anything
 * listens, reconnected with backoff after a drop (and when the server ends it as its access token
 * expires: the next connection carries a fresh one), closed when the last listener leaves.
 */
class LiveConnection {
  private source: EventSource | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private everOpen = false;
  private readonly listeners = new Set<LiveListener>();
  private readonly statusListeners = new Set<() => void>();
  connected = false;

  listen(listener: LiveListener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.open();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.close();
    };
  }

  /** Told whenever `connected` changes (useSyncExternalStore). */
  watchStatus = (onChange: () => void): (() => void) => {
    this.statusListeners.add(onChange);
    return () => this.statusListeners.delete(onChange);
  };

  private setConnected(connected: boolean): void {
    if (this.connected === connected) return;
    this.connected = connected;
    for (const listener of this.statusListeners) listener();
  }

  /** The client library loads with the first connection, not with the admin's entry. */
  private open(): void {
    clearTimeout(this.retry);
    this.retry = undefined;
    import('eventsource').then(
      ({ EventSource: Source }) => {
        // Every listener left while it loaded, or another connection opened meanwhile.
        if (this.listeners.size > 0 && !this.source) this.connect(new Source(LIVE_URL, { fetch: liveFetch }));
      },
      () => this.retryLater(),
    );
  }

  private connect(source: EventSource): void {
    this.source = source;
    source.addEventListener('open', () => {
      this.failures = 0;
      this.setConnected(true);
      // What changed while the stream was down was not told: the open screens read again.
      if (this.everOpen) for (const listener of this.listeners) listener.resync();
      this.everOpen = true;
    });
    source.addEventListener('change', (event) => {
      const change = parseLiveChange(String((event as MessageEvent).data));
      if (change) for (const listener of this.listeners) listener.change(change);
    });
    source.addEventListener('resync', () => {
      for (const listener of this.listeners) listener.resync();
    });
    // A drop, an end (the token expired) or a refusal: this tab reconnects itself, waiting longer each time.
    source.addEventListener('error', () => {
      if (this.source !== source) return;
      source.close();
      this.source = undefined;
      this.setConnected(false);
      this.retryLater();
    });
  }

  private retryLater(): void {
    const wait = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** this.failures) * (0.75 + Math.random() / 2);
    this.failures += 1;
    this.retry = setTimeout(() => this.open(), wait);
  }

  private close(): void {
    clearTimeout(this.retry);
    this.retry = undefined;
    this.source?.close();
    this.source = undefined;
    this.everOpen = false;
    this.failures = 0;
    this.setConnected(false);
  }
}

export const liveConnection = new LiveConnection();
