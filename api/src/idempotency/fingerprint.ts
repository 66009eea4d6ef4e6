import { createHash } from 'node:crypto';

/** A multipart body's boundary: a client that builds the same form again picks a new one. */
const boundaryOf = (contentType: string): string | undefined => /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)?.slice(1).find(Boolean);

/**
 * What makes two requests "the same request" for an Idempotency-Key: the method, the path with
 * its query, and the body. A JSON body counts as parsed (its spacing does not matter, its order
 * does); a multipart body byte for byte, its boundary aside.
 */
export const fingerprintOf = (method: string, url: string, body: { json?: unknown; bytes?: Buffer; contentType?: string }): string => {
  const hash = createHash('sha256').update(`${method.toUpperCase()} ${url}\n`);
  if (body.bytes) {
    const boundary = body.contentType ? boundaryOf(body.contentType) : undefined;
    hash.update(boundary ? body.bytes.toString('latin1').split(boundary).join('') : body.bytes.toString('latin1'), 'latin1');
  } else if (body.json !== undefined) hash.update(JSON.stringify(body.json));
  return hash.digest('hex');
};
