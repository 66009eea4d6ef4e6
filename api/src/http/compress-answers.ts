import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pipeline, type Readable } from 'node:stream';
import { createGzip, gzip } from 'node:zlib';

/** Smaller answers go as they are: gzip would save a few hundred bytes at most. */
const COMPRESS_FROM_BYTES = 1024;
/** Text of any kind (JSON, CSV, JavaScript, SVG, YAML...); images, PDFs and archives are compressed already. */
const COMPRESSIBLE = /^(?:text\/|image\/svg\+xml|application\/(?:json|javascript|xml|yaml|x-yaml|[\w.-]+\+(?:json|xml)))(?:;|$)/i;
const negotiator = new Negotiator({ supportedValues: ['gzip'] });

/** The headers of a gzipped answer: its encoding, no length (the original's), and Vary. */
const markGzipped = (reply: FastifyReply) => {
  const vary = reply.getHeader('vary');
  if (vary === undefined) void reply.header('vary', 'accept-encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(String(vary))) void reply.header('vary', `${String(vary)}, accept-encoding`);
  void reply.header('content-encoding', 'gzip').removeHeader('content-length');
};

/**
 * gzip for a client that asks for it, on text answers of a kilobyte or more (a list page, an
 * export, the OpenAPI document). One onSend hook that a request without Accept-Encoding (most
 * integrators') leaves after one header read: @fastify/compress's three hooks per route cost the
 * list API ~6% of its throughput in `pnpm bench`. gzip only: brotli's default quality costs
 * ~300 ms a page on the fly. The admin's own files are compressed at build time (fastify-static's
 * preCompressed) and already carry their Content-Encoding.
 */
export const compressAnswers = (fastify: FastifyInstance): void => {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const accepted = request.headers['accept-encoding'];
    if (accepted === undefined || payload === null || payload === undefined || reply.getHeader('content-encoding') !== undefined) return done(null, payload);
    const type = String(reply.getHeader('content-type') ?? '');
    // An event stream goes as written: gzip would hold each event back until its buffer filled.
    if (!COMPRESSIBLE.test(type) || type.startsWith('text/event-stream') || negotiator.negotiate(accepted) !== 'gzip') return done(null, payload);
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      if (Buffer.byteLength(payload) < COMPRESS_FROM_BYTES) return done(null, payload);
      gzip(payload, (error, zipped) => {
        if (error) return done(error);
        markGzipped(reply);
        done(null, zipped);
      });
      return;
    }
    if (typeof (payload as Readable).pipe !== 'function') return done(null, payload);
    // A stream (a stored file) of unknown length: compressed as it goes.
    markGzipped(reply);
    done(null, pipeline(payload as Readable, createGzip(), () => undefined));
  });
};
