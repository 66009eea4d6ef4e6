import { get, type IncomingMessage } from 'node:http';

/** A change as GET /api/live streams it. */
export interface StreamedChange {
  resource: string;
  id: string;
  action: string;
  version: number | null;
  actorId: string | null;
  /** The record a comment is on (a resource declared `aboutRecord`). */
  about?: { resource: string; id: string };
}

/** An open GET /api/live stream read by a test: every change it told, in order. */
export interface LiveStream {
  changes: StreamedChange[];
  /** How many `resync` events it told (changes may have been missed). */
  resyncs(): number;
  /** Resolves with the first change (told already or to come) that meets `test`. */
  next(test: (change: StreamedChange) => boolean): Promise<StreamedChange>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens the live stream of an API with a Bearer token (as the admin's fetch-based client does).
 * Over node:http on a connection of its own: Node's fetch opened a spare connection when its
 * stream was aborted, which held the app's shutdown until the server's keep-alive timeout.
 */
export const openLiveStream = async (url: string, token: string): Promise<LiveStream> => {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(`${url}/api/live`, { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, resolve).on('error', reject);
  });
  if (response.statusCode !== 200) {
    response.destroy();
    throw new Error(`GET /api/live answered ${response.statusCode}`);
  }
  const changes: StreamedChange[] = [];
  const waiting: { test: (change: StreamedChange) => boolean; resolve: (change: StreamedChange) => void }[] = [];
  let buffer = '';
  let resyncs = 0;
  response.setEncoding('utf8');
  response.on('data', (text: string) => {
    buffer += text;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      if (lines.includes('event: resync')) resyncs += 1;
      const data = lines.find((line) => line.startsWith('data: '));
      if (!lines.includes('event: change') || !data) continue;
      const change = JSON.parse(data.slice(6)) as StreamedChange;
      changes.push(change);
      for (const waiter of waiting.filter((candidate) => candidate.test(change))) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(change);
      }
    }
  });
  const ended = new Promise<void>((resolve) => response.once('close', () => resolve()));
  return {
    changes,
    resyncs: () => resyncs,
    next: (test) => {
      const told = changes.find(test);
      return told ? Promise.resolve(told) : new Promise((resolve) => waiting.push({ test, resolve }));
    },
    ended,
    close: () => response.destroy(),
  };
};
