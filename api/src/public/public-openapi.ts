import type { PublicForm, Registry } from '@club/schema';

type JsonSchema = Record<string, unknown>;

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/** What a form's proofs are sent as, beside its fields: a personal link's token, a one-time code. */
const proofProperties = (form: PublicForm): Record<string, JsonSchema> => ({
  ...(form.personalLink ? { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$', description: `The personal link's token, when the club sent one: it names the ${form.personalLink} record on the new row; without a live one the row is anonymous` } } : {}),
  ...(form.oneTimeCode ? { code: { type: 'string', pattern: '^[0-9]{6}$', description: 'The one-time code texted to the phone on file (ask for it at …/code first)' } } : {}),
});

/** POST /api/public/{resource}/{id}: the page's form, creating a row of the form's resource. */
const formOperation = (name: string, form: PublicForm, schemaOf: (resource: string, field: string) => JsonSchema, key?: string): JsonSchema => ({
  tags: ['public'],
  security: [],
  summary: `Sends the ${name} page's ${key ? `"${key}" ` : ''}form: a new ${form.resource} row (no sign-in; 5 a client address in 10 minutes)`,
  parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
  requestBody: {
    required: true,
    content: { 'application/json': { schema: { type: 'object', additionalProperties: false, properties: { ...Object.fromEntries(form.fields.map((field) => [field, schemaOf(form.resource, field)])), ...proofProperties(form) }, ...(form.oneTimeCode ? { required: ['code'] } : {}) } } },
  },
  responses: {
    201: form.neutralAnswer
      ? { description: 'Received: one message, whatever became of the sending (it never tells whether the values name someone on file)', content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } } } } } }
      : { description: 'Received: the new row\'s id only', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } } } } },
    400: { description: `A value is missing or wrong, or a field is not the form's${form.oneTimeCode ? '; or the code is missing, wrong, used or expired (one answer for all, whoever the values name)' : ''}`, content: errorContent },
    404: { description: 'No such public record', content: errorContent },
    409: { description: 'The record takes no submissions now, or this one was already received', content: errorContent },
    429: { description: 'Too many submissions from this address; see Retry-After', content: errorContent },
  },
});

/** POST …/code: step one of a form with a one-time code. */
const codeOperation = (name: string, form: PublicForm, schemaOf: (resource: string, field: string) => JsonSchema, key?: string): JsonSchema => ({
  tags: ['public'],
  security: [],
  summary: `Asks for the one-time code of the ${name} page's ${key ? `"${key}" ` : ''}form: texted to the phone on file of the person the values name, when they may send it (no sign-in; throttled per person and per client address)`,
  parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
  requestBody: {
    required: true,
    content: { 'application/json': { schema: { type: 'object', additionalProperties: false, properties: Object.fromEntries(form.fields.map((field) => [field, schemaOf(form.resource, field)])) } } },
  },
  responses: {
    202: { description: 'The same message whoever the values name, whether a code was sent or not', content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } } } } } },
    400: { description: 'A value is missing or malformed, or a field is not the form\'s', content: errorContent },
    404: { description: 'No such public record', content: errorContent },
    409: { description: 'The record takes no submissions now', content: errorContent },
    429: { description: 'Too many codes asked for these values or from this address; see Retry-After', content: errorContent },
  },
});

/** POST /api/public/{resource}/{id}/{action}: a button of the page, answering the page's record again. */
const actionOperation = (name: string, action: string): JsonSchema => ({
  tags: ['public'],
  security: [],
  summary: `The ${name} page's "${action}" (no sign-in; 10 a client address in 10 minutes)`,
  parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
  responses: {
    200: { description: 'Done: the page\'s record as it is now', content: { 'application/json': { schema: { type: 'object' } } } },
    404: { description: 'No such public record', content: errorContent },
    409: { description: 'Not possible for this record now', content: errorContent },
    429: { description: 'Too many requests from this address; see Retry-After', content: errorContent },
  },
});

/** A public page's lines (a survey's questions): each line's own fields. */
const lineProperties = (registry: Registry, name: string, schemaOf: (resource: string, field: string) => JsonSchema): Record<string, JsonSchema> => {
  const resource = registry.get(name)!;
  return Object.fromEntries(
    (resource.publicPage!.lines ?? []).map((key) => {
      const lines = resource.lines![key]!;
      const fields = Object.keys(registry.get(lines.resource)!.fields).filter((field) => field !== lines.parentField);
      return [key, { type: 'array', items: { type: 'object', properties: Object.fromEntries(fields.map((field) => [field, schemaOf(lines.resource, field)])) } }];
    }),
  );
};

/** GET /api/public/{resource}/{id} of each resource with a public page, for the OpenAPI document. */
export const publicPaths = (registry: Registry, schemaOf: (resource: string, field: string) => JsonSchema): JsonSchema =>
  Object.fromEntries(
    registry.resources
      .filter((resource) => resource.publicPage)
      .flatMap((resource) => [
        ...Object.keys(resource.publicPage!.actions ?? {}).map((action) => [`/api/public/${resource.name}/{id}/${action}`, { post: actionOperation(resource.name, action) }] as [string, JsonSchema]),
        ...Object.entries(resource.publicPage!.forms ?? {}).map(([key, form]) => [`/api/public/${resource.name}/{id}/forms/${key}`, { post: formOperation(resource.name, form, schemaOf, key) }] as [string, JsonSchema]),
        ...Object.entries(resource.publicPage!.forms ?? {})
          .filter(([, form]) => form.oneTimeCode)
          .map(([key, form]) => [`/api/public/${resource.name}/{id}/forms/${key}/code`, { post: codeOperation(resource.name, form, schemaOf, key) }] as [string, JsonSchema]),
        ...(resource.publicPage!.form?.oneTimeCode ? [[`/api/public/${resource.name}/{id}/code`, { post: codeOperation(resource.name, resource.publicPage!.form, schemaOf) }] as [string, JsonSchema]] : []),
      ].concat([[
        `/api/public/${resource.name}/{id}`,
        {
          get: {
            tags: ['public'],
            security: [],
            summary: `A ${resource.name} record's public page, while it is in a public state (no sign-in; throttled per client address)`,
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
            responses: {
              200: {
                description: `The record's id and ${resource.publicPage!.fields.join(', ')}, nothing else`,
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: {
                        id: { type: 'string', format: 'uuid' },
                        ...Object.fromEntries(resource.publicPage!.fields.map((field) => [field, schemaOf(resource.name, field)])),
                        ...lineProperties(registry, resource.name, schemaOf),
                      },
                    },
                  },
                },
              },
              404: { description: 'No such public record: unknown, or not in a public state (a draft)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
              429: { description: 'Too many requests from this address; see Retry-After', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
            },
          },
          ...(resource.publicPage!.form ? { post: formOperation(resource.name, resource.publicPage!.form, schemaOf) } : {}),
        },
      ]])),
  );
