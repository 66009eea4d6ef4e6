import type { AnyResource, ConstraintDefinition } from '@club/schema';
import { meetsCondition } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleBody } from '../support/samples';
import { startTestApp, type TestApp } from '../support/test-app';
import { exclusionsOf } from '../../api/src/database/exclusions';
import { ruleIndexesOf } from '../../api/src/database/indexes';
import { snakeCase } from '../../api/src/database/naming';

// Each kind of declared constraint (schema/src/rules.ts), taken from the first resource that
// declares it, under 20 writers at once: exactly as many succeed as the rule allows, and the
// others are refused with 409 and the rule's message. The engine's lock per key is what makes it
// hold; without it, writers that each see no clash would all land.
const registry = await loadRegistry();
const WRITERS = 20;

type Row = Record<string, unknown>;
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const firstDeclaring = (kind: ConstraintDefinition['kind']): [AnyResource, string, ConstraintDefinition] | undefined => {
  for (const resource of registry.resources) {
    for (const [key, constraint] of Object.entries(resource.constraints ?? {})) if (constraint.kind === kind) return [resource, key, constraint];
  }
  return undefined;
};

/** The first state a new record may take in which the constraint applies (none: only a move leads there). */
const startingStateFor = (resource: AnyResource, constraint: ConstraintDefinition): Row | undefined => {
  const workflow = resource.workflow;
  if (!workflow) return meetsCondition({}, constraint.when) || !constraint.when ? {} : Object.fromEntries(Object.entries(constraint.when).map(([field, values]) => [field, Array.isArray(values) ? values[0] : values]));
  const state = workflow.initial.find((candidate) => meetsCondition({ [workflow.field]: candidate }, constraint.when));
  if (!state) return undefined;
  const others = Object.entries(constraint.when ?? {}).filter(([field]) => field !== workflow.field);
  return { [workflow.field]: state, ...Object.fromEntries(others.map(([field, values]) => [field, Array.isArray(values) ? values[0] : values])) };
};

/** `WRITERS` bodies of new records, each with its own values but `shared` in common. */
const bodies = async (resource: AnyResource, shared: Row): Promise<Row[]> => {
  const made: Row[] = [];
  // Each with references of its own, so that only the rule under test keeps them apart.
  for (let index = 0; index < WRITERS; index++) made.push({ ...(await sampleBody(app.http, registry, resource, 0, undefined, true)), ...shared });
  return made;
};

const createAll = (resource: AnyResource, all: Row[]) => Promise.all(all.map((body) => app.http.post(`/api/${resource.name}`).send(body)));

describe(`declared constraints under ${WRITERS} writers at once`, () => {
  it('noOverlap: one of many overlapping records stands', async () => {
    const [resource, key, constraint] = firstDeclaring('noOverlap')!;
    if (constraint.kind !== 'noOverlap') return;
    const first = await sampleBody(app.http, registry, resource);
    const shared = { ...Object.fromEntries([...constraint.per, constraint.start, constraint.end].map((field) => [field, first[field]])), ...startingStateFor(resource, constraint) };
    const answers = await createAll(resource, await bodies(resource, shared));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual(Array(WRITERS - 1).fill(409));
    expect(refused[0]!.body.errors[constraint.start], key).toBeTruthy();
  });

  it('capacity: exactly as many as it holds', async () => {
    const declared = firstDeclaring('capacity');
    if (!declared) return expect.fail('no resource declares a capacity');
    const [resource, , constraint] = declared;
    if (constraint.kind !== 'capacity') return;
    const first = await sampleBody(app.http, registry, resource);
    let max = typeof constraint.max === 'number' ? constraint.max : 3;
    if (typeof constraint.max === 'object') {
      const target = resource.fields[constraint.per] as { target: string };
      const parent = (await app.http.get(`/api/${target.target}/${first[constraint.per]}`).expect(200)).body;
      await app.http.put(`/api/${target.target}/${parent.id}`).send({ [constraint.max.field]: max, version: parent.version }).expect(200);
    }
    max = Math.min(max, WRITERS - 1);
    const answers = await createAll(resource, await bodies(resource, { [constraint.per]: first[constraint.per], ...startingStateFor(resource, constraint) }));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(max);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(WRITERS - max);
  });

  it('onePrimary: every write lands, and one record of the owner stays the primary one', async () => {
    const declared = firstDeclaring('onePrimary');
    if (!declared) return expect.fail('no resource declares one primary per owner');
    const [resource, , constraint] = declared;
    if (constraint.kind !== 'onePrimary') return;
    const first = await sampleBody(app.http, registry, resource);
    const answers = await createAll(resource, await bodies(resource, { [constraint.per]: first[constraint.per], [constraint.flag]: true }));
    expect(answers.map((answer) => answer.status)).toEqual(Array(WRITERS).fill(201));
    const rows = (await app.http.get(`/api/${resource.name}`).query({ filter: JSON.stringify({ [constraint.per]: first[constraint.per] }), range: '[0,99]' }).expect(200)).body as Row[];
    expect(rows).toHaveLength(WRITERS);
    expect(rows.filter((row) => row[constraint.flag] === true)).toHaveLength(1);
  });
});

describe('the database itself', () => {
  // Rows written past the engine, on a PostgreSQL server (CI's): the embedded database serves the
  // app one connection, which a statement refused outside the engine's handling leaves unusable.
  const onServer = Boolean(process.env.DATABASE_URL);
  // Past the engine (a client on the database, a script): each declared unique rule is a partial
  // unique index of its own, and a second row where the rule forbids one is refused.
  it('holds every declared unique rule as a partial unique index', async () => {
    const { rows } = await app.pool.query<{ indexname: string; indexdef: string }>(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema()`);
    const definitions = new Map(rows.map((row) => [row.indexname, row.indexdef]));
    for (const resource of registry.resources) {
      for (const index of ruleIndexesOf(resource)) {
        const definition = definitions.get(index.name);
        expect(definition, `${resource.name}: ${index.name}`).toMatch(/^CREATE UNIQUE INDEX/);
        if (index.definition.includes(' WHERE ')) expect(definition).toContain('WHERE');
      }
    }
    if (!onServer) return;
    const [resource, , constraint] = firstDeclaring('unique')!;
    const start = startingStateFor(resource, constraint)!;
    const [body] = await bodies(resource, start);
    const first = (await app.http.post(`/api/${resource.name}`).send(body).expect(201)).body as Row;
    const [copy] = (await app.pool.query(`SELECT * FROM "${snakeCase(resource.name)}" WHERE "id" = $1`, [first.id])).rows;
    const names = Object.keys(copy).filter((column) => column !== 'id' && column !== 'number');
    // The same row again, under a new id: the rule's own index refuses it.
    await expect(app.pool.query(`INSERT INTO "${snakeCase(resource.name)}" (${names.map((name) => `"${name}"`).join(', ')}) SELECT ${names.map((name) => `"${name}"`).join(', ')} FROM "${snakeCase(resource.name)}" WHERE "id" = $1`, [first.id])).rejects.toMatchObject({
      code: '23505',
      constraint: ruleIndexesOf(resource)[0]!.name,
    });
  });

  it('holds each declared overlap rule it can keep alone as an exclusion constraint', async () => {
    const { rows } = await app.pool.query<{ conname: string; definition: string }>(`SELECT conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE contype = 'x'`);
    const held = new Map(rows.map((row) => [row.conname, row.definition]));
    let kept = 0;
    for (const resource of registry.resources) {
      for (const exclusion of exclusionsOf(resource)) {
        expect(held.get(exclusion.name), `${resource.name}: ${exclusion.name}`).toMatch(/^EXCLUDE USING gist/);
        kept += 1;
      }
    }
    expect(kept).toBeGreaterThan(0);
    // A record overlapping another, written past the engine: the database refuses it.
    if (!onServer) return;
    const [resource, , constraint] = firstDeclaring('noOverlap')!;
    const [exclusion] = exclusionsOf(resource);
    if (!exclusion || constraint.kind !== 'noOverlap') return;
    const start = startingStateFor(resource, constraint)!;
    const [body] = await bodies(resource, start);
    const first = (await app.http.post(`/api/${resource.name}`).send(body).expect(201)).body as Row;
    const table = snakeCase(resource.name);
    const [copy] = (await app.pool.query(`SELECT * FROM "${table}" WHERE "id" = $1`, [first.id])).rows;
    const names = Object.keys(copy).filter((column) => column !== 'id' && column !== 'number');
    await expect(app.pool.query(`INSERT INTO "${table}" (${names.map((name) => `"${name}"`).join(', ')}) SELECT ${names.map((name) => `"${name}"`).join(', ')} FROM "${table}" WHERE "id" = $1`, [first.id])).rejects.toMatchObject({
      code: '23P01',
    });
  });
});
