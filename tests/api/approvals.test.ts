import { en } from '@club/locales';
import type { AnyResource } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleBody } from '../support/samples';
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/test-app';
import { person, routeFor } from './hr/hr-fixtures';

// Every approval workflow (schema/src/rules.ts `workflow.approval`), walked from its declaration
// on a two-step route: the first step decided by a named person, the second by any active holder
// of a role. A requester never decides, someone else's step is refused, each decision moves the
// request on and is kept in its trail, a rejection needs its reason, a decided request no longer
// changes, a requester alone cancels, and without a route an administrator decides. A new
// approvable resource is covered by declaring its workflow with approvalWorkflow (a prepared one,
// preparedApprovalWorkflow, is submitted first).
const registry = await loadRegistry();
const approvables = registry.resources.filter((resource) => resource.workflow?.approval);
const words = en.app.rules;

type Row = Record<string, unknown>;
type Person = Awaited<ReturnType<typeof person>>;

let app: TestApp;
let requesterId: string;
let adminRoleId: string;
// The first step's approver by name; another holder of the admin role, who decides the second step.
let first: Person;
let second: Person;

beforeAll(async () => {
  app = await startTestApp();
  [first, second] = await Promise.all([person(app, 'admin'), person(app, 'admin')]);
  adminRoleId = (await app.http.get('/api/roles').expect(200)).body.find((role: { key: string }) => role.key === 'admin').id;
  const { body: admins } = await app.http.get('/api/users').query({ filter: JSON.stringify({ q: TEST_ADMIN.username }) }).expect(200);
  requesterId = admins[0].id;
});
afterAll(() => app?.stop());

/** The request type of a body, as its route is chosen. */
const typeOf = (resource: AnyResource, body: Row): string => {
  const { requestType } = resource.workflow!.approval!;
  return 'value' in requestType ? requestType.value : String(body[requestType.field]);
};

/** A writable text field, to try an edit with. */
const editableText = (resource: AnyResource) =>
  Object.entries(resource.fields).find(([, field]) => (field.kind === 'text' || field.kind === 'longText') && !field.readOnly && !field.unique && !field.pattern)?.[0];

describe.each(approvables.map((resource) => [resource.name, resource] as const))('the approval workflow of %s', (name, resource) => {
  const approval = resource.workflow!.approval!;
  const path = (id: unknown, action = '') => `/api/${name}/${id}${action ? `/${action}` : ''}`;

  /** A prepared record's own actions while it is prepared (a payroll run's computation), taken before it is submitted. */
  const preparations = Object.entries(resource.actions ?? {}).filter(([action, { when }]) => !(action in resource.workflow!.moves) && resource.workflow!.initial.some((state) => when?.status?.includes(state)));

  /** A new record as it is made: a request, or a prepared record (a payroll run's draft) before it is submitted. */
  const newRecord = async (): Promise<Row> => {
    const body = await sampleBody(app.http, registry, resource);
    const made = await app.http.post(`/api/${name}`).send(body);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    if (!approval.submit) return made.body;
    for (const [action] of preparations) expect((await app.http.post(path(made.body.id, action)).send({})).status).toBe(200);
    return made.body;
  };

  /** A new request (made, or a prepared record submitted, by the test administrator: a requester), on the route of its type. */
  const newRequest = async (): Promise<Row> => {
    const made = await newRecord();
    if (!approval.submit) return made;
    const submitted = await app.http.post(path(made.id, approval.submit)).send({});
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    return submitted.body;
  };

  it('walks a two-step route: the step approver decides, never a requester nor someone else, and the trail keeps who and when', async () => {
    const type = typeOf(resource, await sampleBody(app.http, registry, resource));
    await routeFor(app, type, [{ label: 'Direct manager', labelAr: 'المدير المباشر', approverUserId: first.id }, { label: 'Administration', approverRoleId: adminRoleId }]);
    const request = await newRequest();
    expect(request).toMatchObject({ status: 'pending', currentStep: 1, awaitingUserId: first.id, awaitingRoleId: null, decidedAt: null });
    if (approval.madeBy) expect(request[approval.madeBy]).toBe(requesterId);
    // Each step named in both languages as the route named it, kept in the trail.
    expect((request.approvalTrail as { steps: Record<string, unknown>[] }).steps.map((step) => [step.label, step.labelAr])).toEqual([
      ['Direct manager', 'المدير المباشر'],
      ['Administration', null],
    ]);

    // A requester may not decide (403), nor may anyone but the step's approver.
    const own = await app.http.post(path(request.id, 'approve')).send({});
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(words.approvalOwnRequest);
    const notTheirs = await second.as.post(path(request.id, 'approve')).send({});
    expect(notTheirs.status, JSON.stringify(notTheirs.body)).toBe(403);
    expect(notTheirs.body.message).toBe(words.approvalNotYours);
    // Only a requester cancels.
    const cancelled = await first.as.post(path(request.id, 'cancel')).send({});
    expect(cancelled.status).toBe(403);
    expect(cancelled.body.message).toBe(words.approvalOnlyRequester);

    // What each may take now, as the admin offers it.
    const forApprover = (await first.as.get(path(request.id, 'actions')).expect(200)).body;
    expect(forApprover).toMatchObject({ approve: { allowed: true }, reject: { allowed: true }, cancel: { allowed: false, reason: words.approvalOnlyRequester } });
    const forRequester = (await app.http.get(path(request.id, 'actions')).expect(200)).body;
    expect(forRequester).toMatchObject({ approve: { allowed: false, reason: words.approvalOwnRequest }, reject: { allowed: false, reason: words.approvalOwnRequest }, cancel: { allowed: true } });
    expect((await second.as.get(path(request.id, 'actions')).expect(200)).body.approve).toEqual({ allowed: false, reason: words.approvalNotYours });

    // A rejection needs its reason.
    const unexplained = await first.as.post(path(request.id, 'reject')).send({});
    expect(unexplained.status).toBe(400);
    expect(unexplained.body.errors.comment).toBe(words.approvalCommentNeeded);

    const before = Date.now();
    const moved = await first.as.post(path(request.id, 'approve')).send({ comment: 'Fine by me' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ status: 'pending', currentStep: 2, awaitingUserId: null, awaitingRoleId: adminRoleId, decidedAt: null });
    // The first step's approver is not the second's by name: an active holder of the role decides it.
    const approved = await second.as.post(path(request.id, 'approve')).send({});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const stored = (await app.http.get(path(request.id)).expect(200)).body;
    expect(stored).toMatchObject({ status: 'approved', currentStep: 2, awaitingUserId: null, awaitingRoleId: null });
    expect(Date.parse(stored.decidedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(stored.approvalTrail.decisions).toEqual([
      { step: 1, decision: 'approved', byId: first.id, byName: expect.stringMatching(/^Test User/), at: expect.any(String), comment: 'Fine by me' },
      { step: 2, decision: 'approved', byId: second.id, byName: expect.stringMatching(/^Test User/), at: expect.any(String), comment: null },
    ]);

    // Decided: no edit, no delete, no second decision.
    const field = editableText(resource);
    const edit = await app.http.put(path(request.id)).send({ ...(field ? { [field]: 'Changed after the decision' } : {}), version: stored.version });
    expect(edit.status, JSON.stringify(edit.body)).toBe(409);
    expect(edit.body.message).toBe(words.approvalDecided);
    expect((await app.http.delete(path(request.id))).status).toBe(409);
    expect((await second.as.post(path(request.id, 'approve')).send({})).status).toBe(409);
  });

  it('stops at a rejection, lets a requester cancel, and without a route waits for an administrator', async () => {
    const rejected = await newRequest();
    const answer = await first.as.post(path(rejected.id, 'reject')).send({ comment: 'Not this week' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ status: 'rejected', currentStep: 1, awaitingUserId: null, awaitingRoleId: null });
    expect(answer.body.decidedAt).toBeTruthy();

    // No active route for the type: one step, decided by the admin role.
    const type = typeOf(resource, rejected);
    const { body: routes } = await app.http.get('/api/approvalRoutes').query({ filter: JSON.stringify({ requestType: type, active: true }) }).expect(200);
    for (const route of routes) await app.http.put(`/api/approvalRoutes/${route.id}`).send({ active: false }).expect(200);
    const unrouted = await newRequest();
    expect(unrouted).toMatchObject({ status: 'pending', currentStep: 1, awaitingRoleId: adminRoleId, awaitingUserId: null });
    expect((unrouted.approvalTrail as { steps: unknown[] }).steps).toEqual([{ label: words.approvalAdministrator, roleId: adminRoleId, userId: null }]);
    // A requester cancels it; before any decision a request (a prepared record before it is submitted) is deleted like any record.
    const cancelled = await app.http.post(path(unrouted.id, 'cancel')).send({ comment: 'No longer needed' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', awaitingRoleId: null });
    expect(cancelled.body.approvalTrail.decisions).toEqual([{ step: 1, decision: 'cancelled', byId: requesterId, byName: expect.any(String), at: expect.any(String), comment: 'No longer needed' }]);
    const deletable = approval.submit ? await newRecord() : await newRequest();
    expect([200, 204]).toContain((await app.http.delete(path(deletable.id))).status);
  });
});
