import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { anonymous, bearer, nextIp } from '../auth-helpers';
import { linkTokenIn, notificationsOf } from '../outbox-helpers';
import { days, makeCoach, makePlayer, makeSession, makeTeam, unique } from './fixtures';

// Issue 14, the parent portal: a parent invited through the users' invitation flow (role
// `parent`) signs up and then reads only their own children's players, attendance, matches and
// evaluations; any other child is 404, every other page 403. Enforced by the API's row scope.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const PASSWORD = 'Parent-Portal-2026!';

/** A parent with a portal row, invited, signed up: their token. */
const signedUpParent = async (children: string[]) => {
  const tag = unique();
  const parent = (await app.http.post('/api/parents').send({ fullName: `Parent ${tag}`, fullNameAr: 'ولي أمر', nationalId: `1${tag.padStart(9, '0')}`, gender: 'male', phone: '+966 55 123 4567', email: `parent.${tag}@example.com` }).expect(201)).body;
  for (const playerId of children) await app.http.post('/api/parentPlayers').send({ parentId: parent.id, playerId, relation: 'father' }).expect(201);
  const portal = (await app.http.post('/api/parentPortal').send({ parentId: parent.id, email: parent.email }).expect(201)).body;
  expect(portal.status).toBe('notInvited');
  const invited = (await app.http.post(`/api/parentPortal/${portal.id}/invite`).send({}).expect(200)).body;
  expect(invited).toMatchObject({ status: 'invited', userId: expect.any(String) });
  const [email] = await notificationsOf(app, invited.userId, 'invitation');
  const signedUp = await anonymous(app).post('/api/auth/sign-up').set('X-Forwarded-For', nextIp()).send({ token: linkTokenIn(email!.body), firstName: 'Parent', username: `parent.${tag}`, password: PASSWORD }).expect(200);
  expect(signedUp.body.user.role.key).toBe('parent');
  return { parent, portal: invited, token: signedUp.body.accessToken as string };
};

describe('the parent portal', () => {
  it("lets a parent read only their own children's players, attendance, matches and evaluations", async () => {
    const coach = await makeCoach(app);
    const team = await makeTeam(app, { headCoachId: coach.id });
    const [own, sibling, other] = await Promise.all([makePlayer(app, { teamId: team.id }), makePlayer(app, { teamId: team.id }), makePlayer(app, { teamId: team.id })]);
    const session = (await makeSession(app, { teamId: team.id, coachId: coach.id, startsAt: `${days(-2)}T14:00:00.000Z` }).expect(201)).body;
    await app.http.post(`/api/trainingSessions/${session.id}/attendance`).send({ entries: [own, sibling, other].map((player) => ({ playerId: player.id, status: 'present' })) }).expect(200);
    const match = (await app.http.post('/api/matches').send({ teamId: team.id, competition: 'academyLeague', opponent: 'Al-Hilal U-16', kickoffAt: `${days(-3)}T15:00:00.000Z`, status: 'completed', goalsFor: 2, goalsAgainst: 0 }).expect(201)).body;
    for (const player of [own, other]) await app.http.post('/api/playerMatches').send({ matchId: match.id, playerId: player.id, minutesPlayed: 60, goals: 1 }).expect(201);
    for (const player of [own, other]) await app.http.post('/api/playerDevelopment').send({ playerId: player.id, evaluatorId: coach.id, evaluatedOn: days(-1), technical: 7, tactical: 6, physical: 8, mental: 7 }).expect(201);
    const medical = (await app.http.post('/api/medicalRecords').send({ playerId: own.id, recordType: 'injury', title: 'Ankle sprain', severity: 'minor', occurredOn: days(-4) }).expect(201)).body;

    const { token } = await signedUpParent([own.id, sibling.id]);
    const as = (path: string, query: Record<string, unknown> = {}) => anonymous(app).get(path).set(bearer(token)).query(query);
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

    // Their children, and nobody else, wherever players are listed or searched.
    expect(ids((await as('/api/players').expect(200)).body)).toEqual([own.id, sibling.id].sort());
    expect((await as('/api/players', { filter: JSON.stringify({ teamId: team.id }) }).expect(200)).body).toHaveLength(2);
    expect((await as(`/api/players/${own.id}`).expect(200)).body.id).toBe(own.id);
    await as(`/api/players/${other.id}`).expect(404);
    expect((await as('/api/players', { filter: JSON.stringify({ id: [own.id, other.id] }) }).expect(200)).body).toHaveLength(1);

    // Their attendance, matches and evaluations: their children's rows only.
    const attendance = (await as('/api/playerTrainingAttendance').expect(200)).body as { playerId: string }[];
    expect(attendance.map((row) => row.playerId).sort()).toEqual([own.id, sibling.id].sort());
    const played = (await as('/api/playerMatches').expect(200)).body as { id: string; playerId: string }[];
    expect(played.map((row) => row.playerId)).toEqual([own.id]);
    const evaluations = (await as('/api/playerDevelopment').expect(200)).body as { id: string; playerId: string }[];
    expect(evaluations.map((row) => row.playerId)).toEqual([own.id]);
    const otherRows = await Promise.all([
      app.http.get('/api/playerMatches').query({ filter: JSON.stringify({ playerId: other.id }) }),
      app.http.get('/api/playerDevelopment').query({ filter: JSON.stringify({ playerId: other.id }) }),
    ]);
    await as(`/api/playerMatches/${otherRows[0].body[0].id}`).expect(404);
    await as(`/api/playerDevelopment/${otherRows[1].body[0].id}`).expect(404);

    // Nothing else: not the clinic, not the parents, not the squad lists; and no writing.
    await as('/api/medicalRecords').expect(403);
    await as(`/api/medicalRecords/${medical.id}`).expect(403);
    await as('/api/parents').expect(403);
    await as('/api/teams').expect(403);
    await anonymous(app).put(`/api/players/${own.id}`).set(bearer(token)).send({ notes: 'x' }).expect(403);
  });

  it('follows the account: suspending ends the access at once, restoring brings it back', async () => {
    const player = await makePlayer(app);
    const { portal, token } = await signedUpParent([player.id]);
    await anonymous(app).get('/api/players').set(bearer(token)).expect(200);
    const suspended = (await app.http.post(`/api/parentPortal/${portal.id}/suspend`).send({}).expect(200)).body;
    expect(suspended.status).toBe('suspended');
    expect((await app.http.get(`/api/users/${portal.userId}`).expect(200)).body.status).toBe('suspended');
    await anonymous(app).get('/api/players').set(bearer(token)).expect(401);
    // An open access is not removed; a suspended one is.
    const restored = (await app.http.post(`/api/parentPortal/${portal.id}/restore`).send({}).expect(200)).body;
    expect(restored.status).toBe('active');
    await app.http.delete(`/api/parentPortal/${portal.id}`).expect(409);
  });

  it("refuses a staff member's email, and a parent account's email that changes", async () => {
    const tag = unique();
    const parent = (await app.http.post('/api/parents').send({ fullName: `Parent ${tag}`, fullNameAr: 'ولي أمر', nationalId: `1${tag.padStart(9, '0')}`, gender: 'female', phone: '+966 55 765 4321' }).expect(201)).body;
    const staff = (await app.http.get('/api/users').query({ filter: JSON.stringify({ roleId: 'superadmin' }), range: '[0,0]' }).expect(200)).body[0];
    const portal = (await app.http.post('/api/parentPortal').send({ parentId: parent.id, email: staff.email }).expect(201)).body;
    expect((await app.http.post(`/api/parentPortal/${portal.id}/invite`).send({}).expect(409)).body.errors.email).toMatch(/staff/);
    await app.http.put(`/api/parentPortal/${portal.id}`).send({ email: `mother.${tag}@example.com` }).expect(200);
    const invited = (await app.http.post(`/api/parentPortal/${portal.id}/invite`).send({}).expect(200)).body;
    expect((await app.http.put(`/api/parentPortal/${portal.id}`).send({ email: `other.${tag}@example.com`, version: invited.version }).expect(409)).body.errors.email).toMatch(/does not change/);
  });
});
