import Busboy from '@fastify/busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/** The one file of an upload request, as it arrives: never held whole in memory. */
export interface IncomingFile {
  /** The form's name for the part (the upload takes the part named "file"). */
  fieldname: string;
  filename: string;
  /** The bytes as they come; fails with UploadRefused('tooLarge') the moment they pass the limit. */
  stream: Readable;
}

export type UploadProblem = 'notMultipart' | 'noFilePart' | 'tooLarge' | 'aborted';

export class UploadRefused extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem);
  }
}

/**
 * What is still read of a request body after its answer (a refused upload, a 401 before the upload
 * route ran) and thrown away, so that a client still sending hears the answer and may reuse the
 * connection; past it the connection is cut rather than the body read to its end.
 */
export const REFUSED_BODY_ALLOWANCE = 1024 * 1024;

export const isMultipart = (request: FastifyRequest): boolean => (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

const DISCARDING = Symbol('discarding');
const READ_BODY = Symbol('readBody');

/**
 * A body read whole before its route ran (an upload sent with an Idempotency-Key, compared with
 * the key's first): the upload route reads it from here rather than from the spent request.
 */
export const keepReadBody = (request: FastifyRequest, bytes: Buffer): void => {
  (request as unknown as { [READ_BODY]?: Buffer })[READ_BODY] = bytes;
};

const bodyStreamOf = (request: FastifyRequest): Readable => {
  const read = (request as unknown as { [READ_BODY]?: Buffer })[READ_BODY];
  return read ? Readable.from([read], { objectMode: false }) : request.raw;
};

/** Reads what is left of a body and throws it away, up to REFUSED_BODY_ALLOWANCE bytes; then cuts the connection. */
const discardRest = (raw: IncomingMessage & { [DISCARDING]?: true }): void => {
  if (raw.complete || raw.destroyed || raw[DISCARDING]) return;
  raw[DISCARDING] = true;
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > REFUSED_BODY_ALLOWANCE) raw.socket.destroy();
  });
  raw.on('error', () => undefined);
  raw.resume();
};

/**
 * Lets multipart requests through to their route with the body unread: only the upload route
 * reads one (receiveUploadedFile). Once the answer is sent, what is left of such a body (the
 * route refused it, or never ran) is thrown away within REFUSED_BODY_ALLOWANCE, never read whole.
 */
export const acceptMultipartBodies = (fastify: FastifyInstance): void => {
  fastify.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));
  fastify.addHook('onResponse', (request, _reply, done) => {
    if (!request.raw.complete && isMultipart(request)) discardRest(request.raw);
    done();
  });
};

/**
 * Reads the single part of a multipart request (one file, no other fields) and gives it to
 * `store` as a stream, as it arrives: `limit` bytes at most, the stream fails with 'tooLarge' as
 * soon as one more comes and the request is read no further. Whatever `store` answers or throws
 * is the upload's outcome; after a refusal the body is read no further either.
 */
export const receiveUploadedFile = <T>(request: FastifyRequest, limit: number, store: (file: IncomingFile) => Promise<T>): Promise<T> => {
  if (!isMultipart(request)) return Promise.reject(new UploadRefused('notMultipart'));
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({ headers: request.headers as { 'content-type': string }, limits: { files: 1, fields: 0, parts: 1, fileSize: limit } });
  } catch {
    return Promise.reject(new UploadRefused('notMultipart'));
  }
  return new Promise<T>((resolve, reject) => {
    let file: Readable | undefined;
    const body = bodyStreamOf(request);
    // The request stops feeding the parser: what is left is the onResponse hook's to throw away.
    const stopReading = () => body.unpipe(parser);
    const refuse = (problem: UploadProblem) => {
      stopReading();
      if (file) file.destroy(new UploadRefused(problem));
      else reject(new UploadRefused(problem));
    };
    parser.on('file', (fieldname, stream, filename) => {
      file = stream;
      stream.on('limit', () => refuse('tooLarge'));
      store({ fieldname, filename, stream }).then(resolve, (error: unknown) => {
        stopReading();
        reject(error);
      });
    });
    parser.on('finish', () => {
      if (!file) reject(new UploadRefused('noFilePart'));
    });
    parser.on('error', () => refuse('notMultipart'));
    // A client that goes away mid-upload: the store's half-written file is dropped.
    request.raw.on('close', () => {
      if (!request.raw.complete) refuse('aborted');
    });
    body.pipe(parser);
  });
};
