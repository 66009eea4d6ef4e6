import { loadRegistry } from '@club/schema/node';
import { fetchUtils } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleBody } from '../support/samples';
import { startTestApp, type TestApp } from '../support/test-app';

// The real react-admin client performs its nine methods on every resource.
const registry = await loadRegistry();
let app: TestApp;
let client: ReturnType<typeof simpleRestProvider>;

beforeAll(async () => {
  app = await startTestApp();
  // As the admin does: every call carries the access token.
  client = simpleRestProvider(`${app.url}/api`, (url, options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${app.token}` } }),
  );
});
afterAll(() => app?.stop());

const writable = registry.resources.filter((resource) => !resource.readOnly && !resource.serverRows);
const readOnly = registry.resources.filter((resource) => resource.readOnly);

describe.each(writable.map((resource) => [resource.name, resource] as const))('%s', (name, resource) => {
  it('getList, getOne, getMany, getManyReference, create, update, updateMany, delete, deleteMany', async () => {
    // What a create shows once (an API key's secret, under `revealed`) is no part of the record.
    const { revealed: _revealed, ...first } = (await client.create(name, { data: await sampleBody(app.http, registry, resource) })).data;
    const second = (await client.create(name, { data: await sampleBody(app.http, registry, resource) })).data;
    expect(first.id).toBeTruthy();

    const list = await client.getList(name, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: { id: [first.id, second.id] } });
    expect(list.total).toBe(2);
    expect(list.data).toHaveLength(1);

    expect((await client.getOne(name, { id: first.id })).data).toEqual(first);
    const many = await client.getMany(name, { ids: [first.id, second.id] });
    expect(many.data.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());

    const target = Object.entries(resource.fields).find(([key, field]) => field.kind === 'reference' && first[key])?.[0] ?? 'id';
    // Samples share what they refer to: narrowed to this test's two records, the reference must find the first.
    const referenced = await client.getManyReference(name, { target, id: first[target], pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { id: [first.id, second.id] } });
    expect(referenced.data.map((row) => row.id)).toContain(first.id);

    // react-admin sends the whole record back, system fields and version included.
    const changed = (await client.update(name, { id: first.id, data: { ...first }, previousData: first })).data;
    expect(changed.version).toBe(2);

    const updatedIds = await client.updateMany(name, { ids: [first.id, second.id], data: {} });
    expect(updatedIds.data?.sort()).toEqual([first.id, second.id].sort());

    expect((await client.delete(name, { id: first.id, previousData: changed })).data.id).toBe(first.id);
    expect((await client.deleteMany(name, { ids: [second.id] })).data).toEqual([second.id]);
    expect((await client.getMany(name, { ids: [first.id, second.id] })).data).toEqual([]);
  });
});

// A read-only resource: the reading methods work, the writing ones are refused with 405.
describe.each(readOnly.map((resource) => [resource.name, resource] as const))('%s (read-only)', (name) => {
  it('getList, getOne, getMany work; create, update, updateMany, delete, deleteMany get 405', async () => {
    const list = await client.getList(name, { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(list.total).toBeGreaterThanOrEqual(list.data.length);
    const first = list.data[0];
    if (first) {
      expect((await client.getOne(name, { id: first.id })).data).toEqual(first);
      expect((await client.getMany(name, { ids: [first.id] })).data).toEqual([first]);
    }
    const id = first?.id ?? '00000000-0000-4000-8000-000000000000';
    const refusals = [
      () => client.create(name, { data: {} }),
      () => client.update(name, { id, data: {}, previousData: { id } }),
      () => client.updateMany(name, { ids: [id], data: {} }),
      () => client.delete(name, { id, previousData: { id } }),
      () => client.deleteMany(name, { ids: [id] }),
    ];
    for (const refusal of refusals) await expect(refusal()).rejects.toMatchObject({ status: 405 });
  });
});
