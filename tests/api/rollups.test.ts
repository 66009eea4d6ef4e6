import type { AnyResource, RollupDefinition } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollupWalkOf, sampleBody } from '../support/samples';
import { startTestApp, type TestApp } from '../support/test-app';
import { pathTo } from '../support/workflow-paths';

// Every declared rollup (schema/src/rules.ts), from its declaration: the parent's value follows
// the records that refer to it as they are made, changed and deleted, in the same transaction,
// written through the engine (a new version and an audit entry naming the write that caused it).
const registry = await loadRegistry();
const rollups = registry.resources.flatMap((parent) => Object.entries(parent.rollups ?? {}).map(([key, rollup]) => [`${parent.name}.${key}`, parent, rollup] as const));

type Row = Record<string, unknown>;
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

/**
 * A referring record meeting the rollup's `where` (walked there by its workflow's moves when it
 * must), made from its own sample (whose rules pick a parent that takes it), or for `parentId`.
 */
const child = async (rollup: RollupDefinition, amount: number, parentId?: unknown): Promise<Row> => {
  const resource = registry.get(rollup.of)!;
  const wanted = Object.fromEntries(Object.entries(rollup.where ?? {}).map(([field, values]) => [field, Array.isArray(values) ? values[0] : values]));
  const workflow = resource.workflow;
  const state = workflow ? (wanted[workflow.field] as string | undefined) : undefined;
  const path = state && workflow && !workflow.initial.includes(state) ? pathTo(workflow, state) : [];
  if (!path) throw new Error(`${rollup.of}: no move leads to '${state}'`);
  const bodyOf = async (apart: boolean) => ({ ...(await sampleBody(app.http, registry, resource, 0, undefined, apart)), ...(parentId ? { [rollup.via]: parentId } : {}), ...(rollup.field ? { [rollup.field]: amount } : {}), ...(path.length ? {} : wanted) });
  let created = await app.http.post(`/api/${rollup.of}`).send(await bodyOf(false));
  // A second record for one parent may need references of its own (one attendance per player and session).
  if (created.status !== 201 && parentId !== undefined) created = await app.http.post(`/api/${rollup.of}`).send(await bodyOf(true));
  expect(created.status, `${rollup.of}: ${JSON.stringify(created.body)}`).toBe(201);
  let record = created.body as Row;
  for (const move of path) record = (await app.http.post(`/api/${rollup.of}/${record.id}/${move}`).send({ comment: 'For the rollup' }).expect(200)).body;
  return record;
};

const valueOf = async (parent: AnyResource, id: unknown, rollup: RollupDefinition) => Number((await app.http.get(`/api/${parent.name}/${id}`).expect(200)).body[rollup.into] ?? 0);

/** Rollups over records only another record's action writes (a session's attendance, taken on the session): their own tests walk them. */
const writable = rollups.filter(([, , rollup]) => !registry.get(rollup.of)!.readOnly && !rollupWalkOf(rollup.of));

describe('declared rollups', () => {
  it('are declared somewhere (this walk has something to prove)', () => {
    expect(writable.length).toBeGreaterThan(0);
  });

  it.each(writable)('%s follows the records that refer to it', async (_name, parent, rollup) => {
    const first = await child(rollup, 12.5);
    const parentId = first[rollup.via];
    const before = await valueOf(parent, parentId, rollup);
    expect(before).toBeGreaterThanOrEqual(rollup.kind === 'count' ? 1 : 12.5);
    const second = await child(rollup, 7.25, parentId);
    expect(await valueOf(parent, parentId, rollup)).toBe(before + (rollup.kind === 'count' ? 1 : 7.25));
    // Written through the engine: an audit entry of the parent names the write that caused it.
    const trail = (await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ resource: parent.name, recordId: parentId }), range: '[0,99]' }).expect(200)).body as Row[];
    expect(trail.some((entry) => entry.causeResource === rollup.of && entry.causeRecordId === second.id)).toBe(true);
    const deleted = await app.http.delete(`/api/${rollup.of}/${second.id}`);
    if (deleted.status === 200) expect(await valueOf(parent, parentId, rollup)).toBe(before);
  });
});
