/** The live changes route in the OpenAPI document (api/src/openapi/document.ts spreads it in). */
export const livePaths = {
  '/api/live': {
    get: {
      tags: ['system'],
      summary:
        "Server-sent events (text/event-stream) of the committed changes the signed-in reader may read: `event: change` with data {resource, id, action: create|update|delete|restore, version, actorId, about?} (ids only, never a field's value; `about` {resource, id}: the record a comment is on), `event: resync` when changes may have been missed (read again), and a comment line every 25 s. A change is told only to readers whose role may list or show its resource and whose row rules keep the record in sight; a delete only to those who read every row of the resource. A row about another record (a comment) is told, delete included, to the readers of that record. The stream ends when its access token expires: reconnect with a fresh one.",
      responses: {
        200: { description: 'The stream, open until the token expires or the client leaves', content: { 'text/event-stream': { schema: { type: 'string' } } } },
        401: { description: 'No valid access token', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        429: { description: 'Over the per-user API budget', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    },
  },
};
