import type { Registry } from '@club/schema';

type JsonSchema = Record<string, unknown>;

/** GET /api/public/{resource}/{id} of each resource with a public page, for the OpenAPI document. */
export const publicPaths = (registry: Registry, schemaOf: (resource: string, field: string) => JsonSchema): JsonSchema =>
  Object.fromEntries(
    registry.resources
      .filter((resource) => resource.publicPage)
      .map((resource) => [
        `/api/public/${resource.name}/{id}`,
        {
          get: {
            tags: ['public'],
            security: [],
            summary: `A ${resource.name} record's public page (no sign-in; throttled per client address)`,
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
            responses: {
              200: {
                description: `The record's id and ${resource.publicPage!.fields.join(', ')}, nothing else`,
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: { id: { type: 'string', format: 'uuid' }, ...Object.fromEntries(resource.publicPage!.fields.map((field) => [field, schemaOf(resource.name, field)])) },
                    },
                  },
                },
              },
              404: { description: 'No such public record', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
              429: { description: 'Too many requests from this address; see Retry-After', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
            },
          },
        },
      ]),
  );
