import { issueAccessToken, type App } from '@club/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLiveStream, type LiveStream, type StreamedChange } from '../support/live-stream';
import { startAnotherInstance, startTestApp, type TestApp } from '../support/test-app';
import { createUser, type TestUser } from './auth-helpers';

// Live changes (api/src/live): a write committed on one instance reaches the event streams
// (GET /api/live) of every instance through PostgreSQL's LISTEN/NOTIFY, each only to readers who
// may read the record. Support tickets: a manager reads every one, a member only those they raised
// or handle (row scope), a parent none at all (no page permission). Without DATABASE_URL the
// embedded database has one process and one session: its one instance listens on that session.
let a: TestApp;
let b: App & { url: string };
const twoInstances = Boolean(process.env.DATABASE_URL);
let manager: TestUser;
let member: TestUser;
const streams: LiveStream[] = [];
const on = async (app: { url: string }, user: TestUser): Promise<LiveStream> => {
  const stream = await openLiveStream(app.url, await issueAccessToken(a, user.id));
  streams.push(stream);
  return stream;
};
const ticket = (values: Record<string, unknown> = {}) => ({ subject: 'Floodlight flickers', description: 'Court 2, since Monday', category: 'facilities', ...values });
const about = (id: string, action?: string) => (change: StreamedChange) => change.resource === 'supportTickets' && change.id === id && (!action || change.action === action);

beforeAll(async () => {
  a = await startTestApp();
  b = twoInstances ? await startAnotherInstance(a) : a;
  [manager, member] = await Promise.all([createUser(a, { role: 'manager' }), createUser(a, { role: 'member' })]);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  if (twoInstances) await b?.close();
  await a?.stop();
});

describe(twoInstances ? 'live changes across two instances' : 'live changes on the embedded database', () => {
  it('tell a write on one instance to the readers on the other who may read the record, and to nobody else', async () => {
    const parent = await createUser(a, { role: 'parent' });
    const [managers, members, parents] = await Promise.all([on(b, manager), on(b, member), on(b, parent)]);
    const unseen = (await a.http.post('/api/supportTickets').send(ticket()).expect(201)).body;
    expect(await managers.next(about(unseen.id))).toEqual({ resource: 'supportTickets', id: unseen.id, action: 'create', version: unseen.version, actorId: expect.any(String) });
    // The member's row scope brings this one (they handle it) into sight: it comes after the first.
    const theirs = (await a.http.post('/api/supportTickets').send(ticket({ assigneeId: member.id })).expect(201)).body;
    await members.next(about(theirs.id));
    await managers.next(about(theirs.id));
    expect(members.changes.filter((change) => change.resource === 'supportTickets').map((change) => change.id)).toEqual([theirs.id]);
    // A delete cannot be judged by its row any more: only readers of every row hear of it.
    await a.http.delete(`/api/supportTickets/${theirs.id}`).expect(200);
    const marker = (await a.http.post('/api/supportTickets').send(ticket({ assigneeId: member.id })).expect(201)).body;
    await members.next(about(marker.id));
    expect(await managers.next(about(theirs.id, 'delete'))).toMatchObject({ action: 'delete', version: theirs.version });
    expect(members.changes.some(about(theirs.id, 'delete'))).toBe(false);
    // Nothing at all about a resource the parent's role may not read (their own notices aside).
    expect(parents.changes.filter((change) => change.resource === 'supportTickets')).toEqual([]);
  });

  it('tells nothing of a write rolled back', async () => {
    const managers = await on(b, manager);
    const kept = (await a.http.post('/api/supportTickets').send(ticket()).expect(201)).body;
    await managers.next(about(kept.id, 'create'));
    await expect(
      a.crud.together(async () => {
        await a.crud.update('supportTickets', kept.id, { subject: 'Never saved' });
        throw new Error('refused after the write');
      }),
    ).rejects.toThrow('refused after the write');
    const after = (await a.http.put(`/api/supportTickets/${kept.id}`).send({ version: kept.version, priority: 'high' }).expect(200)).body;
    await managers.next((change) => about(kept.id, 'update')(change) && change.version === after.version);
    expect(managers.changes.filter(about(kept.id, 'update')).map((change) => change.version)).toEqual([after.version]);
  });

  it('tells an import of many records as one change of their resource, with no record named', async () => {
    const managers = await on(b, manager);
    const csv = ['subject,description,category', ...Array.from({ length: 120 }, (_, index) => `Locker ${index} jammed,Changing room B,facilities`)].join('\n');
    const { body } = await a.http.post('/api/supportTickets/import').attach('file', Buffer.from(csv), 'tickets.csv').expect(200);
    expect(body.created).toBe(120);
    expect(await managers.next((change) => change.resource === 'supportTickets' && change.action === 'many')).toEqual({ resource: 'supportTickets', id: '', action: 'many', version: null, actorId: expect.any(String) });
    // Then a single write is told by itself again.
    const after = (await a.http.post('/api/supportTickets').send(ticket()).expect(201)).body;
    await managers.next(about(after.id));
    expect(managers.changes.filter((change) => change.resource === 'supportTickets' && change.action === 'create')).toEqual([expect.objectContaining({ id: after.id })]);
  });

  it.runIf(twoInstances)('listens again when its connection drops, and tells its streams to read again', async () => {
    const managers = await on(b, manager);
    // Every instance's listening connection to this database goes (a database restart, a proxy's cut).
    await a.pool.query(`SELECT pg_terminate_backend("pid") FROM "pg_stat_activity" WHERE "datname" = current_database() AND "query" LIKE 'LISTEN %'`);
    await expect.poll(() => managers.resyncs()).toBeGreaterThan(0);
    const after = (await a.http.post('/api/supportTickets').send(ticket()).expect(201)).body;
    await managers.next(about(after.id));
  });

  it('needs an access token, and ends when it expires', async () => {
    const refused = await fetch(`${b.url}/api/live`);
    expect(refused.status).toBe(401);
    const stream = await openLiveStream(b.url, await issueAccessToken(a, manager.id, 1));
    streams.push(stream);
    await stream.ended;
  });
});
