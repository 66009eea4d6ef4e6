import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import { LiveStreams } from './live-streams';
import { expiryOf, sseFrames } from './sse-frames';
import { bearerKeyOf } from '../auth/api-keys/key-secrets';
import type { LiveChange } from './live-change';

/** A comment this often keeps proxies (and their idle timeouts, often 30–60 s) from closing the stream. */
export const HEARTBEAT_MS = 25_000;
/** setTimeout's longest wait: a token living longer is checked again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * GET /api/live: a server-sent event stream of the committed changes the signed-in reader may read
 * (`event: change`, data {resource, id, action, version, actorId}). Behind the same guard and
 * rate limit as every /api route (a Bearer access token); the stream ends when the token expires,
 * and the client reconnects with a fresh one.
 */
@Controller('api/live')
export class LiveController {
  constructor(@Inject(LiveStreams) private readonly streams: LiveStreams) {}

  @Get()
  open(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const stream = new PassThrough();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe();
      stream.end();
    };
    const write = (text: string) => {
      if (!ended) stream.write(text);
    };
    const subscriber = {
      authorization: request.headers.authorization ?? '',
      ip: request.ip,
      send: (change: LiveChange) => write(sseFrames.change(change)),
      resync: () => write(sseFrames.resync),
      end,
    };
    const unsubscribe = this.streams.subscribe(subscriber);
    // An API key has no expiry in it: it is judged again at each heartbeat (revoked, rotated out, expired).
    const byKey = bearerKeyOf(request.headers.authorization) !== undefined;
    const heartbeat = setInterval(() => {
      write(sseFrames.heartbeat);
      if (byKey) void this.streams.recheck(subscriber);
    }, HEARTBEAT_MS);
    // An access token ends the stream when it expires.
    const expiresAt = expiryOf(request.headers.authorization);
    const expiry = byKey ? undefined : setTimeout(end, Math.min(LONGEST_TIMER_MS, Math.max(0, (expiresAt ?? Date.now()) - Date.now())));
    // The client went away (or the answer ended): the subscriber goes with it.
    reply.raw.once('close', end);
    stream.write(sseFrames.opening);
    void reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-store, no-transform')
      // nginx and its kind pass each event on at once instead of buffering the answer.
      .header('x-accel-buffering', 'no')
      .send(stream);
  }
}
