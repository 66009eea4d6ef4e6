import { issueAccessToken } from '@club/api';
import { meetsCondition, type AnyResource, type WorkflowMove } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleRecord, sampleValue, setUpFor, unwalkableMovesOf } from '../support/samples';
import { pathTo, personMoves } from '../support/workflow-paths';
import { startTestApp, type TestApp } from '../support/test-app';
import { bearer, createUser } from './auth-helpers';

// Every declared workflow (schema/src/rules.ts), walked from its declaration: each move a person
// takes succeeds for a user who may take it and is refused to one without its permission and
// from a state it does not leave; no edit changes the state outside a move; a move only effects
// take is refused to people; a final record is neither edited nor deleted. A new workflow is
// covered by declaring it. An approval route's decisions (`workflow.approval`) are the step
// approver's and the requester's alone: tests/api/approvals.test.ts walks those.
const registry = await loadRegistry();
const workflows = registry.resources.filter((resource) => resource.workflow && !resource.workflow.approval);

type Row = Record<string, unknown>;

let app: TestApp;
let mover: ReturnType<typeof supertest.agent>;
let moverId: string;
let reader: ReturnType<typeof supertest.agent>;

beforeAll(async () => {
  app = await startTestApp();
  // Someone who may do everything but made none of the records (a requester may not decide their own).
  const someone = await createUser(app, { role: 'superadmin' });
  moverId = someone.id;
  mover = supertest.agent(app.url).set(bearer(await issueAccessToken(app, someone.id)));
  // A role that may only read the workflow pages: every move is refused to it.
  const permissions = Object.fromEntries(workflows.map((resource) => [resource.name, ['list', 'show']]));
  await app.http.post('/api/roles').send({ key: 'workflow-reader', name: 'Workflow reader', nameAr: 'قارئ', rank: 30, permissions }).expect(201);
  const onlyReads = await createUser(app, { role: 'workflow-reader' });
  reader = supertest.agent(app.url).set(bearer(await issueAccessToken(app, onlyReads.id)));
  for (const resource of workflows) await setUpFor(resource.name)?.(app.http);
});
afterAll(() => app?.stop());

/** What a move's button sends: a comment, and the value it asks for. */
const bodyOf = (resource: AnyResource, move: WorkflowMove): Row => {
  const body: Row = { comment: 'Checked by the workflow walk' };
  if (move.asks) body[move.asks] = sampleValue(resource.fields[move.asks]!, move.asks, () => '', resource.name);
  return body;
};

/** A new record (its own held references), as its first state, the mover named where a move needs them to act. */
const newRecord = async (resource: AnyResource): Promise<Row> => {
  const workflow = resource.workflow!;
  // In its first state, without what the moves stamp (a boarding time): the walk's moves write those.
  const stamped = Object.values(workflow.moves).flatMap((move) => [move.stamps?.by, move.stamps?.at, move.stamps?.comment]).filter((field): field is string => Boolean(field) && !resource.fields[field!]!.readOnly);
  const first = { [workflow.field]: workflow.initial[0] };
  // The limits the first state sets (no score before kick-off) over what a sample for a later one gave.
  const limits = Object.values(resource.checks ?? {}).flatMap((check) => ((check.kind === 'atMost' || check.kind === 'atLeast') && typeof check.than === 'number' && check.when && meetsCondition(first, check.when) ? [[check.field, check.than]] : []));
  const record = await createSampleRecord(app.http, registry, resource, 0, { ...(resource.fields[workflow.field]!.readOnly ? {} : first), ...Object.fromEntries(stamped.map((field) => [field, null])), ...Object.fromEntries(limits) });
  const actors = Object.values(resource.workflow!.moves).flatMap((move) => (move.actor ? [move.actor] : []));
  if (actors.length === 0) return record;
  const named = Object.fromEntries(actors.map((field) => [field, moverId]));
  return (await app.http.put(`/api/${resource.name}/${record.id}`).send({ ...named, version: record.version }).expect(200)).body;
};

const take = (agent: ReturnType<typeof supertest.agent>, resource: AnyResource, record: Row, name: string) =>
  agent.post(`/api/${resource.name}/${record.id}/${name}`).send(bodyOf(resource, resource.workflow!.moves[name]!));

/** A record brought to `state` by the mover's moves, or undefined when no person's path leads there. */
const recordIn = async (resource: AnyResource, state: string): Promise<Row | undefined> => {
  const path = pathTo(resource.workflow!, state, unwalkableMovesOf(resource.name));
  if (!path) return undefined;
  let record = await newRecord(resource);
  for (const name of path) {
    const answer = await take(mover, resource, record, name);
    expect(answer.status, `${resource.name}: ${name} on the way to ${state}: ${JSON.stringify(answer.body)}`).toBe(200);
    record = answer.body;
  }
  return record;
};

/** A writable text field, to try an edit with. */
const editableText = (resource: AnyResource) =>
  Object.entries(resource.fields).find(([name, field]) => (field.kind === 'text' || field.kind === 'longText') && !field.readOnly && !field.unique && !field.pattern && name !== resource.workflow!.field)?.[0];

describe.each(workflows.map((resource) => [resource.name, resource] as const))('the workflow of %s', (_name, resource) => {
  const workflow = resource.workflow!;

  it('starts a new record in its first state, and refuses one that starts elsewhere', async () => {
    const record = await newRecord(resource);
    expect(record[workflow.field]).toBe(workflow.initial[0]);
    const elsewhere = (resource.fields[workflow.field] as { values: readonly string[] }).values.find((state) => !workflow.initial.includes(state));
    if (!elsewhere || resource.fields[workflow.field]!.readOnly) return;
    const values = Object.fromEntries(Object.entries(record).filter(([name]) => resource.fields[name] && !resource.fields[name]!.readOnly && resource.fields[name]!.kind !== 'file' && resource.fields[name]!.kind !== 'files' && !resource.fields[name]!.unique));
    const refused = await mover.post(`/api/${resource.name}`).send({ ...values, [workflow.field]: elsewhere });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.errors[workflow.field]).toBeTruthy();
  });

  const unwalkable = unwalkableMovesOf(resource.name);
  // A move after one the samples cannot take is walked where that one is (see sample-rules' unwalkable).
  const walkable = personMoves(workflow).filter(([name, move]) => !unwalkable[name] && move.from.some((state) => pathTo(workflow, state, unwalkable)));
  it.each(walkable.map(([name]) => [name] as const))('takes "%s" for a user who may, refuses it to others and from other states', async (name) => {
    const move = workflow.moves[name]!;
    const from = move.from.find((state) => pathTo(workflow, state, unwalkable));
    expect(from, `${resource.name}: no person's path reaches a state "${name}" leaves`).toBeTruthy();
    const record = (await recordIn(resource, from!))!;
    // Without the move's permission: 403, and nothing changes.
    expect((await take(reader, resource, record, name)).status).toBe(403);
    const taken = await take(mover, resource, record, name);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body[workflow.field]).toBe(move.to);
    for (const [field, kind] of [[move.stamps?.by, 'by'], [move.stamps?.at, 'at']] as const) if (field) expect(taken.body[field], `${kind} stamp`).toBeTruthy();
    if (move.stamps?.by) expect(taken.body[move.stamps.by]).toBe(moverId);
    // From a state it does not leave (the one it led to, when it stays there): 409.
    if (!move.from.includes(move.to)) {
      const again = await take(mover, resource, taken.body, name);
      expect(again.status, JSON.stringify(again.body)).toBe(409);
    }
  });

  it('changes the state by an edit only as a move would, never to a state no move leads to', async () => {
    const record = await newRecord(resource);
    const from = record[workflow.field] as string;
    const states = (resource.fields[workflow.field] as { values: readonly string[] }).values;
    const unreachable = states.find((state) => state !== from && !Object.values(workflow.moves).some((move) => move.to === state && move.from.includes(from)));
    if (unreachable && !resource.fields[workflow.field]!.readOnly) {
      const refused = await mover.put(`/api/${resource.name}/${record.id}`).send({ [workflow.field]: unreachable, version: record.version });
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.errors[workflow.field]).toBeTruthy();
    }
    // A move only other records' effects take is refused to a person's edit.
    const byEffect = Object.values(workflow.moves).find((move) => move.by === 'effect' && move.from.includes(from));
    if (byEffect && !resource.fields[workflow.field]!.readOnly) {
      expect((await mover.put(`/api/${resource.name}/${record.id}`).send({ [workflow.field]: byEffect.to, version: record.version })).status).toBe(409);
    }
  });

  it.each((workflow.final ?? []).map((state) => [state] as const))('keeps a record "%s": no edit, no delete', async (state) => {
    const record = await recordIn(resource, state);
    if (!record) return; // reached only by effects: their own tests walk there
    const field = editableText(resource);
    if (field) {
      const edit = await mover.put(`/api/${resource.name}/${record.id}`).send({ [field]: 'Changed after the end', version: record.version });
      expect(edit.status, JSON.stringify(edit.body)).toBe(409);
    }
    expect((await mover.delete(`/api/${resource.name}/${record.id}`)).status).toBe(409);
    expect((await app.http.get(`/api/${resource.name}/${record.id}`).expect(200)).body.version).toBe(record.version);
  });

  // States past those a record is edited or deleted in, not final (an issued invoice, a contract in
  // force): kept from a plain edit or a delete, changed by their moves alone.
  const reachable = [...new Set([...workflow.initial, ...Object.values(workflow.moves).map((move) => move.to)])].filter((state) => !workflow.final?.includes(state));
  const lockedIn = (listed: readonly string[] | undefined) => (listed ? reachable.filter((state) => !listed.includes(state)) : []);
  it.each(lockedIn(workflow.deletable).map((state) => [state] as const))('keeps a record "%s" from deletion', async (state) => {
    const record = await recordIn(resource, state);
    if (!record) return; // reached only by effects: their own tests walk there
    expect((await mover.delete(`/api/${resource.name}/${record.id}`)).status).toBe(409);
    await app.http.get(`/api/${resource.name}/${record.id}`).expect(200);
  });
  it.each(lockedIn(workflow.editable).map((state) => [state] as const))('keeps a record "%s" from a plain edit', async (state) => {
    const record = await recordIn(resource, state);
    const field = editableText(resource);
    if (!record || !field) return; // reached only by effects: their own tests walk there
    const edit = await mover.put(`/api/${resource.name}/${record.id}`).send({ [field]: 'Changed once locked', version: record.version });
    expect(edit.status, JSON.stringify(edit.body)).toBe(409);
    expect(edit.body.errors[field]).toBeTruthy();
  });

  it('tells each reader which moves they may take now', async () => {
    const record = await newRecord(resource);
    const forMover = (await mover.get(`/api/${resource.name}/${record.id}/actions`).expect(200)).body as Record<string, { allowed: boolean }>;
    const read = await reader.get(`/api/${resource.name}/${record.id}/actions`);
    // A record out of the reader's row scope is not found for them, its actions with it.
    expect([200, 404]).toContain(read.status);
    const forReader = (read.status === 200 ? read.body : undefined) as Record<string, { allowed: boolean; reason?: string }> | undefined;
    for (const [name, move] of personMoves(workflow)) {
      expect(forMover[name]?.allowed, name).toBe(move.from.includes(record[workflow.field] as string) && (!move.notBy || record[move.notBy] !== moverId));
      if (forReader) expect(forReader[name]).toMatchObject({ allowed: false, reason: expect.any(String) });
    }
  });
});
