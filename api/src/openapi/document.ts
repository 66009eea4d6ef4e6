import { actionsOf, KINDS, type AnyResource, type RecordActionDefinition, type Field, type JsonSchema, type Registry } from '@club/schema';
import { EXACT_COUNT_CAP } from '../crud/crud.service';
import { MAX_PAGE_SIZE } from '../crud/list-query';
import { filePaths } from '../files/files-openapi';
import { publicPaths } from '../public/public-openapi';
import { statementPaths } from '../statements/openapi';
import { salaryFilePaths } from '../payroll/openapi';
import { ledgerPaths } from '../ledger/openapi';
import { leavePaths } from '../leave/openapi';
import { livePaths } from '../live/openapi';
import { errorSchema, idempotencyKeyParameter, securitySchemes, sharedResponses, withIntegration } from './integration';
import { serverSetFieldsOf } from './server-set-fields';

const schemaOf = (field: Field): JsonSchema => {
  const schema = (KINDS[field.kind] as { openApi(field: Field): JsonSchema }).openApi(field);
  const withDefault = field.default !== undefined && field.default !== 'now' ? { ...schema, default: field.default } : schema;
  return field.required ? withDefault : { ...withDefault, nullable: true };
};

const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** The state field of a workflow: its states and how a record moves between them (schema/src/rules.ts). */
const statesOf = (resource: AnyResource) => {
  const workflow = resource.workflow!;
  const moves = Object.entries(workflow.moves).map(([name, move]) => `${name} (${move.from.join(' or ')} → ${move.to}${move.by === 'effect' ? ', only as the effect of another write' : ''})`);
  return {
    description: `The record's state: it starts in ${workflow.initial.join(' or ')}${workflow.final?.length ? `, ends in ${workflow.final.join(' or ')}` : ''}, and moves by its record actions: ${moves.join('; ')}. A PUT that sends a new state is taken as the move between them, with the same rules.`,
    'x-workflow': { initial: workflow.initial, final: workflow.final ?? [], editable: workflow.editable, deletable: workflow.deletable, moves: Object.fromEntries(Object.entries(workflow.moves).map(([name, move]) => [name, { from: move.from, to: move.to }])) },
  };
};

/** OpenAPI 3.0 wants a `required` list to hold at least one name. */
const requiredOf = (names: string[]) => (names.length > 0 ? { required: names } : {});

const componentsOf = (resource: AnyResource, registry: Registry) => {
  const fields = Object.entries(resource.fields);
  const serverSet = serverSetFieldsOf(resource);
  // Write-only secrets (passwords, kept as hashes): taken on create and update, never answered, so not in the record at all.
  const secret = registry.facts(resource.name).secret;
  const answered = (name: string, field: Field): JsonSchema => ({
    ...schemaOf(field),
    ...(serverSet.has(name) ? { readOnly: true } : {}),
    ...(resource.workflow?.field === name ? statesOf(resource) : {}),
  });
  const record: JsonSchema = {
    type: 'object',
    // What every answer holds (a reader without a field's grant gets the record without it).
    required: ['id', 'createdAt', 'updatedAt', 'version'],
    properties: {
      id: { type: 'string', format: 'uuid', readOnly: true },
      createdAt: { type: 'string', format: 'date-time', readOnly: true },
      updatedAt: { type: 'string', format: 'date-time', readOnly: true },
      version: { type: 'integer', minimum: 1, readOnly: true, description: 'Set by the server on each write. Send it back on PUT: a stale version gets 409 and writes nothing.' },
      ...Object.fromEntries(fields.filter(([name]) => !secret.has(name)).map(([name, field]) => [name, answered(name, field)])),
    },
  };
  const writable = fields.filter(([name, field]) => !field.readOnly && !serverSet.has(name));
  const input = (required: boolean): JsonSchema => ({
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(writable.map(([name, field]) => [name, { ...schemaOf(field), ...(secret.has(name) ? { writeOnly: true } : {}) }])),
    ...(required ? requiredOf(writable.filter(([, field]) => field.required && field.default === undefined).map(([name]) => name)) : {}),
  });
  const base = pascal(resource.name);
  if (resource.readOnly) return { [base]: record };
  return {
    [base]: record,
    ...(actionsOf(resource).includes('create') ? { [`${base}Create`]: input(true) } : {}),
    [`${base}Update`]: { ...input(false), properties: { ...(input(false).properties as JsonSchema), version: { type: 'integer', minimum: 1, description: 'The version read: a stale one gets 409' } } },
  };
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const errorResponse = (description: string) => ({ description, content: json(ref('Error')) });
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };

const pathsOf = (resource: AnyResource, registry: Registry) => {
  const facts = registry.facts(resource.name);
  const base = pascal(resource.name);
  const tag = [resource.name];
  const filterKeys = [...facts.filters].flatMap(([field, ops]) => ops.map((op) => (op === 'eq' || op === 'in' ? field : `${field}_${op}`)));
  const listParameters = [
    { name: 'sort', in: 'query', schema: { type: 'string', example: JSON.stringify(resource.list.sort) }, description: `["field","ASC"|"DESC"]; sortable: ${[...facts.sortable].join(', ')}` },
    { name: 'range', in: 'query', schema: { type: 'string', example: '[0,24]' }, description: `[start,end], at most ${MAX_PAGE_SIZE} records; omitted with an id filter (getMany): all matches` },
    {
      name: 'filter',
      in: 'query',
      schema: { type: 'string', example: '{}' },
      description: `JSON object. Keys: ${[...new Set(filterKeys)].join(', ')}${facts.search.length ? `, q (searches ${facts.search.join(', ')})` : ''}. An array value means IN.`,
    },
  ];
  // Only the operations the resource offers (the others answer 405).
  const offered = actionsOf(resource);
  const writes = (operations: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(operations).filter(([method]) => offered.includes(({ post: 'create', put: 'edit', delete: 'delete' } as const)[method as 'post' | 'put' | 'delete'])));
  return {
    [`/api/${resource.name}`]: {
      get: {
        tags: tag,
        summary: `List ${resource.name}`,
        parameters: listParameters,
        responses: {
          200: {
            description: `A page of records (the list's total is in Content-Range; there is no X-Total-Count)`,
            headers: {
              'Content-Range': {
                required: true,
                description: `\`${resource.name} start-end/total\`: the records answered and how many match (exact up to ${EXACT_COUNT_CAP}, estimated beyond). Read it to page on.`,
                schema: { type: 'string', pattern: `^${resource.name} (\\d+-\\d+|\\*)/\\d+$`, example: `${resource.name} 0-24/318` },
              },
            },
            content: json({ type: 'array', items: ref(base) }),
          },
          400: errorResponse('Unknown field, operator or sort key; malformed JSON'),
        },
      },
      ...writes({
        post: {
          tags: tag,
          summary: `Create a ${resource.name} record`,
          requestBody: { required: true, content: json(ref(`${base}Create`)) },
          responses: { 201: { description: 'The created record', content: json(ref(base)) }, 400: errorResponse('Invalid input; nothing was written') },
        },
      }),
    },
    [`/api/${resource.name}/{id}`]: {
      get: { tags: tag, summary: `Read a ${resource.name} record`, parameters: [idParameter], responses: { 200: { description: 'The record', content: json(ref(base)) }, 404: errorResponse('No such record') }, ...rulesOf(resource) },
      ...writes({
        put: {
          tags: tag,
          summary: `Update a ${resource.name} record (merges the fields sent)`,
          parameters: [idParameter],
          requestBody: { required: true, content: json(ref(`${base}Update`)) },
          responses: {
            200: { description: 'The updated record', content: json(ref(base)) },
            400: errorResponse('Invalid input; nothing was written'),
            404: errorResponse('No such record'),
            409: errorResponse('Stale version; nothing was written'),
          },
        },
        delete: {
          tags: tag,
          summary: `Delete a ${resource.name} record (to the trash: POST /api/trashedRecords/{id}/restore brings it back until it is purged)`,
          parameters: [idParameter],
          responses: { 200: { description: 'The deleted record', content: json(ref(base)) }, 404: errorResponse('No such record'), 409: errorResponse('Other records still refer to it, or its rules keep it') },
        },
      }),
    },
  };
};

/** A record action's body: its comment and the value it asks for, each required as declared. */
const actionBodyOf = (resource: AnyResource, action: RecordActionDefinition) => {
  const asked = action.asks ? resource.fields[action.asks] : undefined;
  const required = [...(action.comment === 'required' ? ['comment'] : []), ...(action.asks ? [action.asks] : [])];
  return {
    required: required.length > 0,
    content: json({
      type: 'object',
      properties: {
        ...(action.comment ? { comment: { type: 'string', maxLength: 1000 } } : {}),
        ...(action.asks && asked ? { [action.asks]: schemaOf({ ...asked, required: true }) } : {}),
      },
      ...(required.length > 0 ? { required } : {}),
    }),
  };
};

/** What a workflow move does, in the action's summary: from which states to which, and who may. */
const moveSummaryOf = (resource: AnyResource, name: string): string => {
  const move = resource.workflow?.moves[name];
  if (!move) return '';
  const approval = resource.workflow!.approval;
  const requesters = approval?.requesters.join(', ');
  // An approval route's decisions: who may take them is the engine's (api/src/rules/approvals.ts).
  const decides = approval && name !== 'cancel' ? `only the current step's approver (awaitingUserId, or an active holder of awaitingRoleId), never a requester (${requesters})` : '';
  const cancels = approval && name === 'cancel' ? `only a requester (${requesters})` : '';
  const who = [move.actor ? `only the user in ${move.actor}` : '', move.notBy && !approval ? `not the user in ${move.notBy}` : '', decides, cancels].filter(Boolean).join(', ');
  const steps = approval && name === 'approve' ? ' On a step before the last it stays pending and moves currentStep to the next step.' : '';
  const trail = approval ? ' The decision (who, when, the comment) is kept in approvalTrail.' : '';
  return ` Moves ${resource.workflow!.field} from ${move.from.join(' or ')} to ${move.to}${who ? ` (${who})` : ''}.${steps}${trail}`;
};

/** The states a record action is offered in (its `when`): elsewhere it answers 409. */
const whenSummaryOf = (action: RecordActionDefinition): string => {
  const states = Object.entries(action.when ?? {}).map(([field, values]) => `${field} is ${(values as readonly string[]).join(' or ')}`);
  return states.length > 0 ? ` Offered while ${states.join(' and ')}.` : '';
};

/**
 * The rules the resource declares (schema/src/rules.ts), as the engine enforces them: its
 * workflow, checks and constraints, in `x-rules` of its record path, so integrators read them
 * as the admin does.
 */
const rulesOf = (resource: AnyResource) =>
  resource.workflow || resource.checks || resource.constraints
    ? { 'x-rules': { workflow: resource.workflow, checks: resource.checks, constraints: resource.constraints, rollups: resource.rollups } }
    : {};

/** A document's layout, PDF and email (a resource that declares `document`, schema/src/documents.ts). */
const documentPaths = (resource: AnyResource) =>
  resource.document
    ? {
        [`/api/${resource.name}/{id}/document`]: {
          get: {
            tags: [resource.name],
            summary: `The ${resource.name} record laid out as its document: bilingual labels, values in the Accept-Language language (needs 'show')`,
            parameters: [idParameter],
            responses: { 200: { description: 'The document: issuer, title, number, facts, party, lines, totals, amount in words, QR payload', content: json({ type: 'object' }) }, 404: errorResponse('No such record') },
          },
        },
        [`/api/${resource.name}/{id}/document.pdf`]: {
          get: {
            tags: [resource.name],
            summary: `The ${resource.name} record's document as a PDF in the Accept-Language language, Arabic shaped right to left (needs 'show')`,
            parameters: [idParameter],
            responses: { 200: { description: 'The PDF, as an attachment named by its title and number', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }, 404: errorResponse('No such record') },
          },
        },
        ...(resource.document.sendTo
          ? {
              [`/api/${resource.name}/{id}/document/email`]: {
                post: {
                  tags: [resource.name],
                  summary: `Sends the document to the address in '${resource.document.sendTo}', its PDF attached, through the outbox (needs 'show')`,
                  parameters: [idParameter],
                  responses: {
                    202: { description: 'Queued', content: json({ type: 'object', required: ['recipient', 'document'], properties: { recipient: { type: 'string' }, document: { type: 'string' } } }) },
                    404: errorResponse('No such record'),
                    409: errorResponse('The record holds no address to send it to'),
                  },
                },
              },
            }
          : {}),
      }
    : {};

/** Each record action the resource declares (POST /api/{resource}/{id}/{action}), and what the reader may take now. */
const recordActionPaths = (resource: AnyResource) => ({
  ...(resource.actions
    ? {
        [`/api/${resource.name}/{id}/actions`]: {
          get: {
            tags: [resource.name],
            summary: `Which of a ${resource.name} record's actions the reader may take now, and why not the others`,
            parameters: [idParameter],
            responses: {
              200: {
                description: 'Each action: allowed, or the reason it is not (its permission, the record\'s state, who may take it)',
                content: json({ type: 'object', additionalProperties: { type: 'object', required: ['allowed'], properties: { allowed: { type: 'boolean' }, reason: { type: 'string' } } } }),
              },
              404: errorResponse('No such record'),
            },
          },
        },
      }
    : {}),
  ...Object.fromEntries(
    Object.entries(resource.actions ?? {}).map(([name, action]) => [
      `/api/${resource.name}/{id}/${name}`,
      {
        post: {
          tags: [resource.name],
          summary: `${name} (a ${resource.name} record action; needs the page's '${action.permission}' permission).${moveSummaryOf(resource, name)}${whenSummaryOf(action)}`,
          ...(action.when ? { 'x-when': action.when } : {}),
          parameters: [idParameter],
          ...(action.comment || action.asks ? { requestBody: actionBodyOf(resource, action) } : {}),
          responses: {
            200: { description: 'The record after the action', content: json(ref(pascal(resource.name))) },
            400: errorResponse('Refused by the resource\'s rules; nothing was written'),
            403: errorResponse('Not the page permission, or not this caller\'s decision to take'),
            404: errorResponse('No such record'),
            409: errorResponse('The record is not in a state the action applies to, or changed meanwhile; nothing was written'),
          },
        },
      },
    ]),
  ),
});

/** Restoring a version from a record's history: one path for every resource people edit. */
const versionPaths = (registry: Registry) => ({
  '/api/{resource}/{id}/history/{entry}/restore': {
    post: {
      tags: ['system'],
      summary: "Set a record's fields back to what they were right after one entry of its history (an ordinary edit: the resource's rules, a new version and audit entry; needs 'edit')",
      parameters: [
        { name: 'resource', in: 'path', required: true, schema: { type: 'string', enum: registry.resources.filter((resource) => actionsOf(resource).includes('edit')).map((resource) => resource.name) } },
        idParameter,
        { name: 'entry', in: 'path', required: true, schema: { type: 'string', format: 'uuid' }, description: 'The id of an auditLogs entry of the record (create, update or restore)' },
      ],
      responses: {
        200: { description: 'The record as it now is' },
        400: errorResponse('The record already holds those values'),
        404: errorResponse('No such record, or no such entry of its history'),
        409: errorResponse('Refused by the resource\'s rules, or changed meanwhile; nothing was written'),
      },
    },
  },
});

/**
 * The OpenAPI 3 document, generated from the registry: it can never drift from the API. Built
 * once when the app starts and served from memory (/api/openapi.json, .yaml, /api/docs).
 */
export const openApiDocument = (registry: Registry) => ({
  openapi: '3.0.3',
  info: {
    title: 'Club back office API',
    version: '1.0.0',
    description:
      'Every resource speaks the ra-data-simple-rest dialect: GET /api/{resource}?sort&range&filter answers a page with its total in Content-Range; POST creates, PUT merges the fields sent (with the version read), DELETE moves a record to the trash. Errors are { message, errors: { field: message } }, in the Accept-Language language. Fields marked readOnly are the server\'s (never sent back), writeOnly ones are never answered. Writes take an Idempotency-Key.',
  },
  // Every route but the public ones (each marked with no security): a person's access token or an API key.
  security: [{ accessToken: [] }, { apiKey: [] }],
  paths: withIntegration({
    '/api/health': { get: { tags: ['system'], summary: 'Liveness and database check', responses: { 200: { description: 'Healthy' } } } },
    // The live changes' event stream (api/src/live).
    ...livePaths,
    ...Object.assign({}, ...registry.resources.map((resource) => pathsOf(resource, registry))),
    ...Object.assign({}, ...registry.resources.map((resource) => recordActionPaths(resource))),
    ...Object.assign({}, ...registry.resources.map((resource) => documentPaths(resource))),
    // A payer's statement (api/src/statements): invoices and receipts with the running balance.
    ...statementPaths,
    ...salaryFilePaths,
    // The general ledger's reports (api/src/ledger): trial balance, income statement, balance sheet, VAT return.
    ...ledgerPaths,
    // A leave request's days and balance before it is sent (api/src/leave).
    ...leavePaths,
    ...versionPaths(registry),
    ...filePaths(registry),
    ...publicPaths(registry, (resource, field) => schemaOf(registry.get(resource)!.fields[field]!)),
  }),
  components: {
    securitySchemes,
    parameters: { IdempotencyKey: idempotencyKeyParameter },
    responses: sharedResponses,
    schemas: {
      Error: errorSchema,
      ...Object.assign({}, ...registry.resources.map((resource) => componentsOf(resource, registry))),
    },
  },
});
