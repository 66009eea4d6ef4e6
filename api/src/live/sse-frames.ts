import type { LiveChange } from './live-change';

/** How long a client waits before reconnecting by itself (the admin adds its own backoff). */
const RETRY_MS = 3_000;

/** Server-sent events as written on the wire (text/event-stream). */
export const sseFrames = {
  /** The stream's opening: the reconnect delay, and a first comment so proxies pass the headers on. */
  opening: `retry: ${RETRY_MS}\n: live\n\n`,
  /** A comment line: proxies see traffic and keep the connection open. */
  heartbeat: ': keep-alive\n\n',
  change: (change: LiveChange) => `event: change\ndata: ${JSON.stringify(change)}\n\n`,
  /** Changes may have been missed: read everything again. */
  resync: 'event: resync\ndata: {}\n\n',
};

/** When a verified Bearer access token expires (ms since the epoch), from its claims. */
export const expiryOf = (authorization: string | undefined): number | undefined => {
  const payload = authorization?.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return undefined;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
};
