import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The browser's side of security, on every answer (helmet's headers), in two sets:
 * - pages (the admin, the API's documentation): a Content Security Policy with scripts only from
 *   the app's own files (tokens live in localStorage, so this is the barrier against injected
 *   script), no plugins, no framing, no foreign base URL or form target. Styles allow inline:
 *   Emotion (MUI) writes <style> tags at run time into a static index.html that has no per-answer
 *   nonce to give it; a style cannot run code. Images also from data: and blob: URLs (previews of
 *   a file before upload, Swagger UI's icons). A window of its own (COOP), and helmet's other
 *   document headers.
 * - API answers (JSON, files): what a document needs means nothing to them; they get the set the
 *   OWASP REST Security Cheat Sheet gives an API, with a policy that allows nothing at all
 *   (`default-src 'none'`), so an answer opened as a page can load and run nothing, and
 *   `Cache-Control: no-store` (unless a route sets a policy of its own): records and tokens stay
 *   out of shared and disk caches.
 * Both: nosniff, no Referer (a link never leaks a reset token or a record id), never framed,
 * read by the app's own origin only (CORP), HSTS only when the public address is https (HSTS on
 * http://localhost would pin it).
 */
const commonOptions = (https: boolean) => ({
  referrerPolicy: { policy: 'no-referrer' as const },
  // Uploaded files are fetched by the admin itself; nothing else embeds them.
  crossOriginResourcePolicy: { policy: 'same-origin' as const },
  // Not needed by the admin, and it would block images of a configured file bucket.
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
});

const pageOptions = (https: boolean): HelmetOptions => ({
  ...commonOptions(https),
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
  crossOriginOpenerPolicy: { policy: 'same-origin' },
});

const apiOptions = (https: boolean): HelmetOptions => ({
  ...commonOptions(https),
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** The headers helmet sets with some options, collected once: the same on every answer (no nonces). */
const headersOf = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
};

/** The headers of pages and of API answers. */
export const securityHeadersOf = (https: boolean): { page: Record<string, string>; api: Record<string, string> } => ({
  page: headersOf(pageOptions(https)),
  api: { ...headersOf(apiOptions(https)), 'cache-control': 'no-store' },
});

/** The pages served under /api: the API's documentation (Swagger UI). */
const isPage = (url: string) => url.startsWith('/api/docs') && (url.length === 9 || url[9] === '/' || url[9] === '?');

/**
 * Set once per request, before any route: building helmet's middleware per request (what
 * @fastify/helmet does) cost the list API about a tenth of its throughput.
 */
export const registerSecurityHeaders = (fastify: FastifyInstance, options: { https: boolean }): void => {
  const { page, api } = securityHeadersOf(options.https);
  fastify.addHook('onRequest', (request, reply, done) => {
    // A route with a cache policy of its own (static files) sets it later and wins.
    void reply.headers(request.url.startsWith('/api/') && !isPage(request.url) ? api : page);
    done();
  });
};
