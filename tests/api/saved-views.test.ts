import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { tag, userOf } from './operations/fixtures';

// Issue 49: a list's filters, sort and columns saved under a name, kept to its owner or shared with
// a role; seen by the holders of that role while they may open the list, changed only by its owner;
// a state that is not the list's own filters, sort and columns is refused and says why.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const TASKS_STATE = { filter: { status: ['todo'], priority: ['high'] }, sort: { field: 'dueDate', order: 'ASC' }, columns: ['title', 'status', 'dueDate'], perPage: 25 };
const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('saved views', () => {
  it('are their owner’s, seen by the role they are shared with and by nobody else', async () => {
    const owner = await userOf(app, 'manager');
    const colleague = await userOf(app, 'manager');
    const member = await userOf(app, 'member');
    const cashier = await userOf(app, 'cashier');
    const view = (await owner.as('post', '/api/savedViews').send({ name: `Urgent ${tag()}`, resource: 'tasks', state: TASKS_STATE, ownerId: colleague.id }).expect(201)).body;
    expect(view).toMatchObject({ ownerId: owner.id, state: TASKS_STATE, sharedWithRoleId: null });
    // Kept to its owner: another manager neither lists nor opens it, and cannot change it blind.
    expect(idsOf((await owner.as('get', '/api/savedViews').expect(200)).body)).toContain(view.id);
    expect(idsOf((await colleague.as('get', '/api/savedViews').expect(200)).body)).not.toContain(view.id);
    await colleague.as('get', `/api/savedViews/${view.id}`).expect(404);
    await colleague.as('put', `/api/savedViews/${view.id}`).send({ name: 'Mine now', version: view.version }).expect(404);
    // Shared with the members: a member sees it, a cashier does not.
    const shared = (await owner.as('put', `/api/savedViews/${view.id}`).send({ sharedWithRoleId: 'member', pinned: true, version: view.version }).expect(200)).body;
    expect(idsOf((await member.as('get', '/api/savedViews?filter={"pinned":true}').expect(200)).body)).toContain(view.id);
    expect(idsOf((await cashier.as('get', '/api/savedViews').expect(200)).body)).not.toContain(view.id);
    // The member reads it but neither changes nor deletes it.
    expect((await member.as('put', `/api/savedViews/${view.id}`).send({ name: 'Renamed', version: shared.version }).expect(403)).body.errors.name).toMatch(/Only the person who saved this view/);
    await member.as('delete', `/api/savedViews/${view.id}`).expect(403);
    // A view of a list the role may not open is never offered to it, even shared.
    const players = (await owner.as('post', '/api/savedViews').send({ name: `Active ${tag()}`, resource: 'players', state: { filter: { status: ['active'] } }, sharedWithRoleId: 'member' }).expect(201)).body;
    expect(idsOf((await member.as('get', '/api/savedViews').expect(200)).body)).not.toContain(players.id);
    await member.as('get', `/api/savedViews/${players.id}`).expect(404);
    expect((await member.as('post', '/api/savedViews').send({ name: 'Players', resource: 'players', state: {} }).expect(400)).body.errors.resource).toMatch(/list you may open/);
    // The owner deletes it; the engine kept an audit entry of each write.
    await owner.as('delete', `/api/savedViews/${view.id}`).expect(200);
    const { rows } = await app.pool.query(`SELECT "action" FROM "audit_logs" WHERE "resource" = 'savedViews' AND "record_id" = $1 ORDER BY "created_at"`, [view.id]);
    expect(rows.map((row: { action: string }) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuse a state that is not the list’s own filters, sort and columns, saying why', async () => {
    const owner = await userOf(app, 'manager');
    const save = (state: unknown) => owner.as('post', '/api/savedViews').send({ name: `View ${tag()}`, resource: 'tasks', state });
    const refusal = async (state: unknown) => (await save(state).expect(400)).body.errors.state as string;
    expect(await refusal({ filter: { salary_gte: 1 } })).toMatch(/filters or sort do not fit this list: .*salary_gte/);
    expect(await refusal({ sort: { field: 'description', order: 'ASC' } })).toMatch(/filters or sort do not fit/);
    expect(await refusal({ filter: { status: ['<script>alert(1)</script>'] } })).toMatch(/markup or scripts/);
    expect(await refusal({ columns: ['title', 'password'] })).toMatch(/columns among the list's fields/);
    expect(await refusal({ script: 'x' })).toMatch(/not in the expected form/);
    expect(await refusal({ filter: { label: 'x'.repeat(5000) } })).toMatch(/too long/);
    expect(await refusal({ view: 'calendar' })).toMatch(/cannot be shown that way/);
  });
});
