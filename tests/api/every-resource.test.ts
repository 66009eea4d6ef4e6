import { canonicalValue, NUMBER_KINDS, type AnyResource, type Field } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleRecord, sampleBody, seedServerWrittenRows } from '../support/samples';
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/test-app';

// create → getOne → getList → update → delete over EVERY registered resource:
// a resource added later is covered without writing a test. A read-only resource (rows written
// by the server only) is read through the same steps and refuses every write with 405.
const registry = await loadRegistry();

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // Read-only resources hold what the server writes as things happen: creating the admin left an
  // audit entry; a forgotten-password request leaves a message in the outbox.
  await app.anonymous.post('/api/auth/forgot-password').send({ email: TEST_ADMIN.email }).expect(202);
  // Lines (invoice items) are written with their parent.
  await seedServerWrittenRows(app.http, registry);
});
afterAll(() => app?.stop());

const rowCount = async (name: string) => (await app.http.get(`/api/${name}`).query({ range: '[0,0]' }).expect(200)).headers['content-range'];

/** A record to work on: a new sample, or for a read-only resource the newest existing row. */
const aRecord = async (resource: AnyResource): Promise<Record<string, unknown>> => {
  if (!resource.readOnly && !resource.serverRows) return createSampleRecord(app.http, registry, resource);
  const [row] = (await app.http.get(`/api/${resource.name}`).query({ range: '[0,0]' }).expect(200)).body;
  if (!row) throw new Error(`No ${resource.name} row to read: the server writes none at start?`);
  return row;
};

/** Kinds whose order is their values' plain order (text is left to the database's collation). */
const PLAIN_ORDER = new Set<string>([...NUMBER_KINDS, 'date', 'datetime', 'boolean']);
const plainlyOrdered = (resource: AnyResource, field: string): boolean =>
  ['createdAt', 'updatedAt', 'version'].includes(field) || PLAIN_ORDER.has(resource.fields[field]?.kind ?? '');
const comparable = (value: unknown): number => (typeof value === 'boolean' ? Number(value) : typeof value === 'number' ? value : typeof value === 'string' ? (Number.isNaN(Number(value)) ? Date.parse(value) : Number(value)) : Number.NaN);
/** The record whose value of `field` is the smaller, when both have one and they differ. */
const smallerOf = (a: Record<string, unknown>, b: Record<string, unknown>, field: string): Record<string, unknown> | undefined => {
  const [x, y] = [comparable(a[field]), comparable(b[field])];
  if (a[field] == null || b[field] == null || Number.isNaN(x) || Number.isNaN(y) || x === y) return undefined;
  return x < y ? a : b;
};

describe.each(registry.resources.map((resource) => [resource.name, resource] as const))('%s', (name, resource) => {
  // One record serves the tests that only read it (a sample can take a dozen writes to make).
  let shared: Promise<Record<string, unknown>> | undefined;
  const sharedRecord = () => (shared ??= aRecord(resource));

  it.runIf(resource.readOnly)('is read-only: getOne and getList work, create, update and delete get 405 and write nothing', async () => {
    const record = await aRecord(resource);
    expect((await app.http.get(`/api/${name}/${record.id}`).expect(200)).body).toEqual(record);
    const list = await app.http.get(`/api/${name}`).query({ filter: JSON.stringify({ id: [record.id] }) }).expect(200);
    expect(list.body).toEqual([record]);
    const body = await sampleBody(app.http, registry, resource);
    const afterSamples = await rowCount(name);
    const refusals = [
      app.http.post(`/api/${name}`).send(body),
      app.http.put(`/api/${name}/${record.id}`).send({ ...body, version: record.version }),
      app.http.delete(`/api/${name}/${record.id}`),
      app.http.put(`/api/${name}/00000000-0000-4000-8000-000000000000`).send({}),
    ];
    for (const refusal of refusals) {
      const response = await refusal;
      expect(response.status).toBe(405);
      expect(response.body).toEqual({ message: expect.any(String), errors: {} });
      expect(response.headers.allow).toMatch(/\bGET\b/);
    }
    expect(await rowCount(name)).toBe(afterSamples);
    expect((await app.http.get(`/api/${name}/${record.id}`).expect(200)).body).toEqual(record);
  });

  it.runIf(resource.serverRows)('keeps its rows: getOne, getList and update work, create and delete get 405', async () => {
    const record = await aRecord(resource);
    expect((await app.http.get(`/api/${name}/${record.id}`).expect(200)).body).toEqual(record);
    const body = await sampleBody(app.http, registry, resource);
    const before = await rowCount(name);
    for (const refusal of [app.http.post(`/api/${name}`).send(body), app.http.delete(`/api/${name}/${record.id}`)]) {
      const response = await refusal;
      expect(response.status).toBe(405);
      expect(response.body).toEqual({ message: expect.any(String), errors: {} });
    }
    expect(await rowCount(name)).toBe(before);
    const updated = await app.http.put(`/api/${name}/${record.id}`).send({ ...body, version: record.version }).expect(200);
    expect(updated.body.version).toBe((record.version as number) + 1);
  });

  /** A written value as the API answers it: as sent, in the form its kind keeps (a phone in E.164), but a file named by its id comes back as the stored file. */
  const expectEchoed = (declaration: Field, answered: unknown, sent: unknown, field: string) => {
    if (declaration.kind === 'file') expect(answered, field).toMatchObject({ id: sent });
    else if (declaration.kind === 'files') expect(answered, field).toMatchObject((sent as string[]).map((id) => ({ id })));
    else expect(answered, field).toEqual(canonicalValue(declaration, sent));
  };

  it.skipIf(resource.readOnly || resource.serverRows)('goes through create, getOne, getList, update and delete', async () => {
    const created = await createSampleRecord(app.http, registry, resource);
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.version).toBe(1);
    for (const secret of registry.facts(name).secret) expect(created).not.toHaveProperty(secret);

    const one = await app.http.get(`/api/${name}/${created.id}`).expect(200);
    expect(one.body).toEqual(created);

    // Lists (and a delete's answer) carry the record without its lines; getOne and writes with them.
    const lineKeys = Object.keys(resource.lines ?? {});
    const withoutLines = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([key]) => !lineKeys.includes(key)));
    const list = await app.http.get(`/api/${name}`).query({ filter: JSON.stringify({ id: [created.id] }) }).expect(200);
    expect(list.body).toEqual([withoutLines(created)]);
    expect(list.headers['content-range']).toBe(`${name} 0-0/1`);

    const changes = await sampleBody(app.http, registry, resource);
    const updated = await app.http.put(`/api/${name}/${created.id}`).send({ ...changes, version: 1 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.version).toBe(2);
    for (const [field, value] of Object.entries(changes)) {
      if (lineKeys.includes(field)) expect(updated.body[field], field).toHaveLength((value as unknown[]).length);
      else if (!registry.facts(name).secret.has(field)) expectEchoed(resource.fields[field]!, updated.body[field], value, field);
    }

    const deleted = await app.http.delete(`/api/${name}/${created.id}`).expect(200);
    expect(deleted.body).toEqual(withoutLines(updated.body));
    await app.http.get(`/api/${name}/${created.id}`).expect(404);

    // Deleted to the trash, and restored from it whole: same id, values and lines, one version on.
    const [entry] = (await app.http.get('/api/trashedRecords').query({ filter: JSON.stringify({ recordId: created.id }) }).expect(200)).body;
    expect(entry).toMatchObject({ resource: name, recordId: created.id });
    const restored = await app.http.post(`/api/trashedRecords/${entry.id}/restore`).send({});
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const back = (await app.http.get(`/api/${name}/${created.id}`).expect(200)).body;
    const { updatedAt: _updatedAt, version: _version, ...values } = updated.body;
    expect(back).toMatchObject(values);
    expect(back.version).toBe(3);
  });

  it('refuses every operation without a valid token, and writes nothing', async () => {
    const record = await sharedRecord();
    // A body the API would take from a signed-in writer: the record's own values.
    const { id: _id, version: _version, createdAt: _createdAt, updatedAt: _updatedAt, ...body } = record;
    const calls = [
      app.anonymous.get(`/api/${name}`),
      app.anonymous.get(`/api/${name}`).query({ filter: JSON.stringify({ id: [record.id] }) }),
      app.anonymous.get(`/api/${name}/${record.id}`),
      app.anonymous.post(`/api/${name}`).send(body),
      app.anonymous.put(`/api/${name}/${record.id}`).send(body),
      app.anonymous.delete(`/api/${name}/${record.id}`),
      app.anonymous.get(`/api/${name}`).set('Authorization', 'Bearer not-a-token'),
    ];
    for (const call of calls) {
      const response = await call;
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: expect.any(String), errors: {} });
    }
    expect((await app.http.get(`/api/${name}/${record.id}`).expect(200)).body).toEqual(record);
  });

  it('sorts by every sortable field in both directions, in the order of its values', async () => {
    const first = await sharedRecord();
    // A second record to order against the first: another sample, or the next row the server wrote.
    const second = resource.readOnly || resource.serverRows || resource.singleton ? (await app.http.get(`/api/${name}`).query({ range: '[1,1]' }).expect(200)).body[0] : await aRecord(resource);
    const ids = second ? [first.id, second.id] : [first.id];
    const orderOf = async (field: string, order: 'ASC' | 'DESC') => {
      const response = await app.http.get(`/api/${name}`).query({ sort: JSON.stringify([field, order]), range: '[0,9]', filter: JSON.stringify({ id: ids }) });
      expect(response.status, `${field} ${order}: ${JSON.stringify(response.body)}`).toBe(200);
      return (response.body as { id: string }[]).map((row) => row.id);
    };
    for (const field of registry.facts(name).sortable) {
      const ascending = await orderOf(field, 'ASC');
      expect([...ascending].sort(), field).toEqual([...ids].sort());
      // Ties are broken by the id in the same direction: descending is ascending turned round.
      expect(await orderOf(field, 'DESC'), field).toEqual([...ascending].reverse());
      // Where the two values differ and compare plainly (numbers, moments, dates, yes/no), the smaller comes first.
      const smaller = second && plainlyOrdered(resource, field) ? smallerOf(first, second, field) : undefined;
      if (smaller) expect(ascending[0], `${field}: ${String(first[field])} / ${String(second[field])}`).toBe(smaller.id);
    }
  });

  it('accepts each declared filter operator', async () => {
    const record = await sharedRecord();
    for (const [field, ops] of registry.facts(name).filters) {
      for (const op of ops) {
        const value = record[field];
        if (value === null || value === undefined) continue;
        const single = Array.isArray(value) ? value[0] : value;
        const key = op === 'eq' || op === 'in' ? field : `${field}_${op}`;
        const filter = { [key]: op === 'in' ? [single] : single };
        const response = await app.http.get(`/api/${name}`).query({ filter: JSON.stringify(filter), range: '[0,999]' });
        expect(response.status, `${key}: ${JSON.stringify(response.body)}`).toBe(200);
        if (['eq', 'in', 'gte', 'lte'].includes(op)) {
          expect(response.body.map((row: { id: string }) => row.id), key).toContain(record.id);
        }
        if (['neq', 'gt', 'lt'].includes(op) && !Array.isArray(value)) {
          expect(response.body.map((row: { id: string }) => row.id), key).not.toContain(record.id);
        }
      }
    }
  });
});
