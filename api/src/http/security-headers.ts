import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The browser's side of security, on every answer (helmet's headers):
 * - a Content Security Policy: scripts only from the app's own files (tokens live in
 *   localStorage, so this is the barrier against injected script), no plugins, no framing, no
 *   foreign base URL or form target. Styles allow inline: Emotion (MUI) writes <style> tags at run
 *   time into a static index.html that has no per-answer nonce to give it; a style cannot run code.
 *   Images also from data: and blob: URLs (previews of a file before upload, Swagger UI's icons).
 * - nosniff, no Referer (a link never leaks a reset token or a record id), a window of its own
 *   (COOP), HSTS only when the public address is https (HSTS on http://localhost would pin it).
 * - `Cache-Control: no-store` on every API answer that sets no policy of its own: records and
 *   tokens stay out of shared and disk caches.
 */
const optionsOf = (https: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  // Uploaded files are fetched by the admin itself; nothing else embeds them.
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // Not needed by the admin, and it would block images of a configured file bucket.
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
});

/**
 * The headers helmet sets with these options, collected once: they are the same on every answer
 * (no nonces), and building helmet's middleware per request (what @fastify/helmet does) cost the
 * list API about a tenth of its throughput.
 */
export const securityHeadersOf = (https: boolean): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(optionsOf(https))({} as never, response as never, () => undefined);
  return headers;
};

export const registerSecurityHeaders = (fastify: FastifyInstance, options: { https: boolean }): void => {
  const headers = securityHeadersOf(options.https);
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    // A route with a cache policy of its own (static files) sets it later and wins.
    if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
    done();
  });
};
