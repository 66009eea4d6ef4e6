import SwaggerParser from '@apidevtools/swagger-parser';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

// Issue 50, item 4: the OpenAPI document is what an integrator generates a client from. It must
// validate, say which fields are the server's (readOnly) and which are never answered
// (writeOnly), and a client generated from it by a maintained generator (openapi-typescript's
// types with openapi-fetch) must type-check and work: create → list → record action → delete.
type Schema = { properties?: Record<string, Schema & { readOnly?: boolean; writeOnly?: boolean }>; required?: string[]; [key: string]: unknown };
type Operation = { summary?: string; parameters?: { $ref?: string; name?: string }[]; responses: Record<string, { headers?: Record<string, unknown> }>; security?: unknown[]; 'x-when'?: unknown };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema>; securitySchemes: Record<string, { type: string; scheme: string }>; parameters: Record<string, { name: string; in: string }> }; security: unknown[] };

const testsDirectory = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

let app: TestApp;
let document: Document;
beforeAll(async () => {
  app = await startTestApp();
  document = (await app.http.get('/api/openapi.json').expect(200)).body;
});
afterAll(() => app?.stop());

const schema = (name: string) => document.components.schemas[name]!;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3 document', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("marks the server's fields readOnly and leaves them out of what a client sends", () => {
    const ticket = schema('SupportTickets').properties!;
    // The system fields, a sequence number, a declared read-only field, a workflow move's stamp.
    for (const field of ['id', 'createdAt', 'updatedAt', 'version', 'ticketNumber', 'openedAt', 'requesterId', 'resolvedAt', 'closedAt']) {
      expect(ticket[field]?.readOnly, field).toBe(true);
      expect(schema('SupportTicketsCreate').properties, field).not.toHaveProperty(field);
    }
    expect(ticket.subject!.readOnly).toBeUndefined();
    // A rollup's total (busTrips' passengers), kept by the server from other records.
    expect(schema('BusTrips').properties!.passengerCount!.readOnly).toBe(true);
    expect(schema('BusTripsUpdate').properties).not.toHaveProperty('passengerCount');
    // The update body takes the version read back.
    expect(schema('SupportTicketsUpdate').properties).toHaveProperty('version');
  });

  it('marks secrets writeOnly: sent, never answered (not in the record at all)', () => {
    expect(schema('Users').properties).not.toHaveProperty('password');
    expect(schema('UsersCreate').properties!.password!.writeOnly).toBe(true);
    expect(schema('UsersUpdate').properties!.password!.writeOnly).toBe(true);
  });

  it('tells a workflow\'s states and each record action with the states it is offered in', () => {
    const status = schema('SupportTickets').properties!.status as Schema & { 'x-workflow': { initial: string[]; final: string[]; moves: Record<string, { from: string[]; to: string }> } };
    expect(status['x-workflow']).toMatchObject({ initial: ['open'], final: ['closed'], moves: { start: { from: ['open', 'waiting'], to: 'inProgress' } } });
    expect(status.description).toMatch(/starts in open/);
    const start = document.paths['/api/supportTickets/{id}/start']!.post!;
    expect(start.summary).toMatch(/from open or waiting to inProgress/);
    expect(start['x-when']).toEqual({ status: ['open', 'waiting'] });
    expect(document.paths['/api/plannedVisits/{id}/check-in']!.post!.summary).toMatch(/Offered while status is expected/);
    expect(Object.keys(start.responses)).toEqual(expect.arrayContaining(['200', '400', '403', '404', '409']));
  });

  it('describes the error body, the list headers, both kinds of bearer and Idempotency-Key on writes', () => {
    expect(schema('Error')).toMatchObject({ required: ['message', 'errors'], properties: { errors: { type: 'object', additionalProperties: { type: 'string' } } } });
    const list = document.paths['/api/supportTickets']!.get!;
    expect(list.responses[200]!.headers).toHaveProperty('Content-Range');
    expect(document.components.securitySchemes).toMatchObject({ accessToken: { type: 'http', scheme: 'bearer' }, apiKey: { type: 'http', scheme: 'bearer' } });
    expect(document.security).toEqual([{ accessToken: [] }, { apiKey: [] }]);
    expect(document.paths['/api/health']!.get!.security).toEqual([]);
    expect(document.components.parameters.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header' });
    const idempotent = (operation: Operation) => operation.parameters?.some((parameter) => parameter.$ref === '#/components/parameters/IdempotencyKey');
    expect(idempotent(document.paths['/api/supportTickets']!.post!)).toBe(true);
    expect(idempotent(document.paths['/api/supportTickets/{id}']!.put!)).toBe(true);
    expect(idempotent(document.paths['/api/supportTickets/{id}/start']!.post!)).toBe(true);
    expect(idempotent(list)).toBeFalsy();
    expect(document.paths['/api/supportTickets']!.post!.responses).toHaveProperty('422');
  });

  it('is built once and served from memory', async () => {
    const started = performance.now();
    await app.http.get('/api/openapi.json').expect(200);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

/**
 * An integrator's code against the generated types: it must type-check (tsc, strict), a body with
 * a server-set field must not, and it runs against the app. Never called by the tests themselves.
 */
const CLIENT_SOURCE = `import createClient from 'openapi-fetch';
import type { paths } from './api.js';

export const roundTrip = async (baseUrl: string, token: string, key: string) => {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: \`Bearer \${token}\` } });
  const body = { subject: 'Generated client', description: 'Filed through a client generated from the OpenAPI document', category: 'technical' as const };
  const created = await client.POST('/api/supportTickets', { params: { header: { 'Idempotency-Key': key } }, body });
  if (!created.data) throw new Error(\`create: \${created.response.status} \${created.error?.message}\`);
  const ticket = created.data;
  const retried = await client.POST('/api/supportTickets', { params: { header: { 'Idempotency-Key': key } }, body });
  const listed = await client.GET('/api/supportTickets', { params: { query: { filter: JSON.stringify({ status: 'open' }), range: '[0,99]', sort: '["createdAt","DESC"]' } } });
  const started = await client.POST('/api/supportTickets/{id}/start', { params: { path: { id: ticket.id } } });
  const again = await client.POST('/api/supportTickets/{id}/start', { params: { path: { id: ticket.id } } });
  const deleted = await client.DELETE('/api/supportTickets/{id}', { params: { path: { id: ticket.id } } });
  const gone = await client.GET('/api/supportTickets/{id}', { params: { path: { id: ticket.id } } });
  return {
    ticket: { id: ticket.id, ticketNumber: ticket.ticketNumber, status: ticket.status, version: ticket.version },
    retried: { id: retried.data?.id, replayed: retried.response.headers.get('idempotent-replayed') },
    listedIds: (listed.data ?? []).map((row) => row.id),
    contentRange: listed.response.headers.get('content-range'),
    started: { status: started.data?.status, version: started.data?.version },
    again: { status: again.response.status, errors: again.error?.errors },
    deleted: deleted.data?.id,
    gone: { status: gone.response.status, message: gone.error?.message },
  };
};

export const neverSent = (client: ReturnType<typeof createClient<paths>>) =>
  client.POST('/api/supportTickets', {
    body: {
      subject: 'x',
      description: 'y',
      category: 'technical',
      // @ts-expect-error the ticket's number is the server's: a generated client cannot send it
      ticketNumber: 'TKT-2026-0001',
    },
  });
`;

describe('a client generated from the document', () => {
  let directory: string;
  afterAll(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('type-checks and runs create → list → record action → delete', async () => {
    // Under tests/node_modules so that the client resolves openapi-fetch as an integrator's would.
    await mkdir(join(testsDirectory, 'node_modules', '.cache'), { recursive: true });
    directory = await mkdtemp(join(testsDirectory, 'node_modules', '.cache', 'openapi-client-'));
    // A field with a default may be left out of a body: openapi-typescript would make it required.
    const types = astToString(await openapiTS(structuredClone(document) as never, { defaultNonNullable: false }));
    await writeFile(join(directory, 'api.ts'), types);
    await writeFile(join(directory, 'client.ts'), CLIENT_SOURCE);
    await writeFile(join(directory, 'package.json'), JSON.stringify({ type: 'module' }));
    const tsc = join(testsDirectory, 'node_modules', 'typescript', 'bin', 'tsc');
    const compiled = await run(process.execPath, [tsc, '--strict', '--skipLibCheck', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--outDir', join(directory, 'out'), join(directory, 'client.ts')]).catch(
      (error: { stdout?: string }) => ({ stdout: `tsc failed: ${error.stdout}` }),
    );
    expect(compiled.stdout).toBe('');

    const { roundTrip } = (await import(pathToFileURL(join(directory, 'out', 'client.js')).href)) as { roundTrip: (url: string, token: string, key: string) => Promise<Record<string, any>> };
    const result = await roundTrip(app.url, app.token, `generated-${Date.now()}`);
    expect(result.ticket).toMatchObject({ status: 'open', version: 1 });
    expect(result.ticket.ticketNumber).toMatch(/^TKT-\d{4}-\d{4}$/);
    expect(result.retried).toEqual({ id: result.ticket.id, replayed: 'true' });
    expect(result.listedIds).toContain(result.ticket.id);
    expect(result.contentRange).toMatch(/^supportTickets \d+-\d+\/\d+$/);
    expect(result.started).toEqual({ status: 'inProgress', version: 2 });
    // The action is not offered once the ticket moved on: the API's error shape, as documented.
    expect(result.again.status).toBe(409);
    expect(result.again.errors).toBeTypeOf('object');
    expect(result.deleted).toBe(result.ticket.id);
    expect(result.gone.status).toBe(404);
    expect(result.gone.message).toBeTypeOf('string');
  }, 120_000);
});
