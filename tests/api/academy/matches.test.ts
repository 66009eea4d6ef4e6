import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { days, makePlayer, makeTeam } from './fixtures';

// Issue 14, matches: the status moves forward only, live or completed once kicked off, completed
// with its score (the result follows); both sides' statistics agree; the players' numbers come
// once the match kicked off, never outscore the team, and make each player's totals.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const fixture = (teamId: string, values: Record<string, unknown> = {}) => app.http.post('/api/matches').send({ teamId, competition: 'league', opponent: 'Al-Fateh', kickoffAt: `${days(-1)}T15:00:00.000Z`, ...values });

describe('a match', () => {
  it('moves scheduled → live → completed with its score, and its result follows', async () => {
    const team = await makeTeam(app);
    const future = (await fixture(team.id, { kickoffAt: `${days(5)}T15:00:00.000Z` }).expect(201)).body;
    expect((await app.http.put(`/api/matches/${future.id}`).send({ status: 'live', version: future.version }).expect(400)).body.errors.kickoffAt).toMatch(/kicked off/);
    expect((await app.http.put(`/api/matches/${future.id}`).send({ goalsFor: 1, version: future.version }).expect(400)).body.errors.goalsFor).toMatch(/kicked off/);
    const match = (await fixture(team.id).expect(201)).body;
    const live = (await app.http.put(`/api/matches/${match.id}`).send({ status: 'live', version: match.version }).expect(200)).body;
    expect((await app.http.put(`/api/matches/${match.id}`).send({ status: 'completed', version: live.version }).expect(400)).body.errors.goalsFor).toMatch(/score/);
    const done = (await app.http.put(`/api/matches/${match.id}`).send({ status: 'completed', goalsFor: 1, goalsAgainst: 3, version: live.version }).expect(200)).body;
    expect(done.result).toBe('loss');
    expect((await app.http.put(`/api/matches/${match.id}`).send({ status: 'scheduled', version: done.version }).expect(409)).body.errors.status).toMatch(/cannot go/);
    expect((await app.http.put(`/api/matches/${match.id}`).send({ goalsFor: 3, version: done.version }).expect(200)).body.result).toBe('draw');
  });

  it("keeps both sides' statistics in agreement", async () => {
    const team = await makeTeam(app);
    const scheduled = (await fixture(team.id, { kickoffAt: `${days(3)}T15:00:00.000Z` }).expect(201)).body;
    await app.http.post('/api/matchStatistics').send({ matchId: scheduled.id, side: 'ours', shots: 3 }).expect(409);
    const match = (await fixture(team.id, { status: 'completed', goalsFor: 2, goalsAgainst: 0 }).expect(201)).body;
    expect((await app.http.post('/api/matchStatistics').send({ matchId: match.id, side: 'ours', shots: 5, shotsOnTarget: 6 }).expect(400)).body.errors.shotsOnTarget).toBeDefined();
    await app.http.post('/api/matchStatistics').send({ matchId: match.id, side: 'ours', shots: 12, shotsOnTarget: 5, possession: 58 }).expect(201);
    expect((await app.http.post('/api/matchStatistics').send({ matchId: match.id, side: 'opponent', shots: 4, possession: 50 }).expect(400)).body.errors.possession).toMatch(/58%/);
    await app.http.post('/api/matchStatistics').send({ matchId: match.id, side: 'opponent', shots: 4, possession: 42 }).expect(201);
    expect((await app.http.post('/api/matchStatistics').send({ matchId: match.id, side: 'ours', shots: 1 }).expect(400)).body.errors).toHaveProperty('side');
  });

  it("gives players numbers once it kicked off, never more goals than the team's, and totals per player", async () => {
    const team = await makeTeam(app);
    const [scorer, mate] = await Promise.all([makePlayer(app, { teamId: team.id }), makePlayer(app, { teamId: team.id })]);
    const upcoming = (await fixture(team.id, { kickoffAt: `${days(2)}T15:00:00.000Z` }).expect(201)).body;
    await app.http.post('/api/playerMatches').send({ matchId: upcoming.id, playerId: scorer.id, role: 'starter' }).expect(201);
    expect((await app.http.post('/api/playerMatches').send({ matchId: upcoming.id, playerId: mate.id, minutesPlayed: 30 }).expect(400)).body.errors.minutesPlayed).toMatch(/kicked off/);
    const first = (await fixture(team.id, { status: 'completed', goalsFor: 2, goalsAgainst: 1 }).expect(201)).body;
    const second = (await fixture(team.id, { status: 'completed', goalsFor: 1, goalsAgainst: 1, kickoffAt: `${days(-8)}T15:00:00.000Z` }).expect(201)).body;
    const row = (await app.http.post('/api/playerMatches').send({ matchId: first.id, playerId: scorer.id, minutesPlayed: 90, goals: 2, assists: 0, rating: 8.5 }).expect(201)).body;
    // The row tells which match it was, and follows the match when it changes.
    expect(row).toMatchObject({ kickoffAt: first.kickoffAt, opponent: 'Al-Fateh' });
    await app.http.put(`/api/matches/${first.id}`).send({ opponent: 'Al-Fateh FC', version: first.version }).expect(200);
    expect((await app.http.get(`/api/playerMatches/${row.id}`).expect(200)).body.opponent).toBe('Al-Fateh FC');
    expect((await app.http.post('/api/playerMatches').send({ matchId: first.id, playerId: mate.id, minutesPlayed: 90, goals: 1 }).expect(400)).body.errors.goals).toMatch(/scored 2/);
    expect((await app.http.post('/api/playerMatches').send({ matchId: first.id, playerId: mate.id, role: 'unused', minutesPlayed: 5 }).expect(400)).body.errors.role).toBeDefined();
    await app.http.post('/api/playerMatches').send({ matchId: first.id, playerId: mate.id, minutesPlayed: 90, assists: 2 }).expect(201);
    await app.http.post('/api/playerMatches').send({ matchId: second.id, playerId: scorer.id, role: 'substitute', minutesPlayed: 25, goals: 1, assists: 0 }).expect(201);
    expect((await app.http.get(`/api/players/${scorer.id}`).expect(200)).body).toMatchObject({ matchesPlayed: 2, minutesPlayed: 115, goals: 3, assists: 0 });
    expect((await app.http.get(`/api/players/${mate.id}`).expect(200)).body).toMatchObject({ matchesPlayed: 1, minutesPlayed: 90, goals: 0, assists: 2 });
    // The team's score cannot fall below what its players are recorded with.
    const current = (await app.http.get(`/api/matches/${first.id}`).expect(200)).body;
    expect((await app.http.put(`/api/matches/${first.id}`).send({ goalsFor: 1, version: current.version }).expect(400)).body.errors.goalsFor).toMatch(/2 goals/);
    // Two rows for one player in one match: refused.
    expect((await app.http.post('/api/playerMatches').send({ matchId: second.id, playerId: scorer.id }).expect(400)).body.errors).toHaveProperty('playerId');
  });

  it('enters no injured, suspended or inactive player', async () => {
    const team = await makeTeam(app);
    const match = (await fixture(team.id, { kickoffAt: `${days(4)}T15:00:00.000Z` }).expect(201)).body;
    for (const status of ['injured', 'suspended', 'inactive']) {
      const player = await makePlayer(app, { teamId: team.id, status });
      expect((await app.http.post('/api/playerMatches').send({ matchId: match.id, playerId: player.id }).expect(409)).body.errors.playerId).toMatch(/not entered in a match/);
    }
    await app.http.post('/api/playerMatches').send({ matchId: match.id, playerId: (await makePlayer(app, { teamId: team.id })).id }).expect(201);
  });
});
