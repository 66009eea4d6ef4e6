import Busboy from '@fastify/busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The one file of an upload request, read into memory up to its field's limit. */
export interface UploadedPart {
  fieldname: string;
  filename: string;
  bytes: Buffer;
}

export type UploadProblem = 'notMultipart' | 'noFilePart' | 'tooLarge';

export class UploadRefused extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem);
  }
}

const isMultipart = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * Lets multipart requests through to their route with the body unread. Only the upload route
 * reads one (readUploadedFile); a plugin's hooks on every request would cost every list its time.
 */
export const acceptMultipartBodies = (fastify: FastifyInstance): void => {
  fastify.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));
};

/**
 * Reads the single part named by the form (one file, no other fields): `limit` bytes at most,
 * a byte more and the upload is refused as too large without reading the rest into memory.
 */
export const readUploadedFile = (request: FastifyRequest, limit: number): Promise<UploadedPart> => {
  if (!isMultipart(request)) return Promise.reject(new UploadRefused('notMultipart'));
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      request.raw.unpipe(parser);
      // The rest of the body is drained, so the connection stays usable for the refusal's answer.
      request.raw.resume();
      outcome();
    };
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({ headers: request.headers as { 'content-type': string }, limits: { files: 1, fields: 0, parts: 1, fileSize: limit } });
    } catch {
      return reject(new UploadRefused('notMultipart'));
    }
    let part: UploadedPart | undefined;
    parser.on('file', (fieldname, stream, filename) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => settle(() => reject(new UploadRefused('tooLarge'))));
      stream.on('end', () => {
        if (!settled) part = { fieldname, filename, bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('finish', () => settle(() => (part ? resolve(part) : reject(new UploadRefused('noFilePart')))));
    parser.on('error', () => settle(() => reject(new UploadRefused('notMultipart'))));
    request.raw.pipe(parser);
  });
};
