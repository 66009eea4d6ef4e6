// What every integrator needs besides the resources: how to authenticate, the error body, the
// list headers and Idempotency-Key on writes, added to each operation of the document.

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;
/** Paths answered without a token (the guard's public routes). */
const isPublicPath = (path: string) => path === '/api/health' || path.startsWith('/api/public/') || path.startsWith('/api/auth/') || path.startsWith('/api/docs');

export const securitySchemes = {
  accessToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A person\'s access token: POST /api/auth/sign-in answers `accessToken` (15 minutes), POST /api/auth/refresh a new one from the refresh cookie. Send `Authorization: Bearer <accessToken>`.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'club_live_…',
    description:
      "An API key (a service account made by the top role on /settings/ApiKeys, with a role of its own): `club_live_<12 hex>_<43 characters>`, shown once under `revealed.secret` in the answer that makes or rotates it. Send `Authorization: Bearer <key>` on every /api route but sign-in's. It reads and writes as its role does (never keys, roles, users' roles or integration settings), from its allowed addresses only, and spends its own request budget.",
  },
} as const;

export const errorSchema = {
  type: 'object',
  description: 'Every error the API answers: a message in the Accept-Language language (en or ar), and one per field that was refused.',
  required: ['message', 'errors'],
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field name → what is wrong with its value (empty when the whole request is refused)' },
  },
  example: { message: 'The record was not saved: see the fields', errors: { email: 'Must be an email address' } },
} as const;

export const idempotencyKeyParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
  example: '5f0c3a52-8d0e-4c1f-9a6b-2b7e1d9c4f10',
  description:
    'A key of your choosing (a UUID) for this one write. The same key with the same request (method, path and body) within 24 hours answers what the first answered (its status, body and headers, with `Idempotent-Replayed: true`) without writing again; with another request, 422; while the first still runs, 409 with Retry-After. Keys are per caller. Only successful answers are kept: a refused write (4xx) wrote nothing and may be sent again with the same key.',
};

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

/** The answers many operations share, once in components.responses. */
export const sharedResponses = {
  Unauthorized: errorResponse('No valid access token or API key'),
  Forbidden: errorResponse("The caller's role lacks the page permission this needs"),
  TooManyRequests: errorResponse("More requests a minute than the caller's budget: wait for Retry-After seconds"),
  IdempotencyKeyReused: errorResponse('The Idempotency-Key was used with another request'),
};
const shared = (name: keyof typeof sharedResponses) => ({ $ref: `#/components/responses/${name}` });

type Operation = { parameters?: unknown[]; responses?: Record<string, { description?: string; $ref?: string }>; security?: unknown[] };

/** Idempotency-Key and its answers on each write; the guard's answers on every protected route; no security on public ones. */
export const withIntegration = <P extends Record<string, Record<string, unknown>>>(paths: P): P => {
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, value] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete', 'head'].includes(method)) continue;
      const operation = value as Operation;
      if (isPublicPath(path)) {
        operation.security = [];
        continue;
      }
      operation.responses = {
        ...operation.responses,
        401: shared('Unauthorized'),
        ...(operation.responses?.[403] ? {} : { 403: shared('Forbidden') }),
        429: shared('TooManyRequests'),
      };
      if (!(WRITE_METHODS as readonly string[]).includes(method)) continue;
      operation.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
      const conflict = operation.responses[409]?.description;
      operation.responses[409] = errorResponse(`${conflict ? `${conflict}; or` : ''} a request with the same Idempotency-Key is still running (Retry-After)`.trim());
      operation.responses[422] = shared('IdempotencyKeyReused');
    }
  }
  return paths;
};
