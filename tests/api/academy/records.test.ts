import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createUser } from '../auth-helpers';
import { days, makeCoach, makePlayer, makeSession, makeTeam, unique } from './fixtures';

// Issue 14, a player's records: registration approvals (documents checked, who decided and when),
// parents' primary contact, evaluations, performance reports assembled by the server, and
// contracts (one in force at a time, value computed, announced before they end).
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

describe('registration approvals', () => {
  it('approve with every required document (the player becomes active), reject with a reason, one open at a time', async () => {
    const player = await makePlayer(app, { status: 'inactive' });
    const request = (await app.http.post('/api/playerApprovals').send({ playerId: player.id, season: '2026/2027', documentsChecked: ['nationalId', 'photo'] }).expect(201)).body;
    expect(request).toMatchObject({ status: 'pending', requestNo: expect.stringMatching(/^REG-\d{4}-\d{4}$/) });
    await app.http.post('/api/playerApprovals').send({ playerId: player.id, season: '2026/2027' }).expect(409);
    const missing = await app.http.post(`/api/playerApprovals/${request.id}/approve`).send({}).expect(400);
    expect(missing.body.errors.documentsChecked).toBe("Check these documents before approving: birth certificate, medical clearance, guardian's consent");
    const checked = (await app.http.put(`/api/playerApprovals/${request.id}`).send({ documentsChecked: ['nationalId', 'birthCertificate', 'medicalClearance', 'guardianConsent'], version: request.version }).expect(200)).body;
    const approved = (await app.http.post(`/api/playerApprovals/${request.id}/approve`).send({ comment: 'All good' }).expect(200)).body;
    expect(approved).toMatchObject({ status: 'approved', decisionComment: 'All good', decidedById: expect.any(String), decidedAt: expect.any(String) });
    expect(checked.version).toBeLessThan(approved.version);
    expect((await app.http.get(`/api/players/${player.id}`).expect(200)).body.status).toBe('active');
    await app.http.put(`/api/playerApprovals/${request.id}`).send({ notes: 'late' }).expect(409);
    await app.http.post(`/api/playerApprovals/${request.id}/reject`).send({ comment: 'x' }).expect(409);

    const other = (await app.http.post('/api/playerApprovals').send({ playerId: (await makePlayer(app)).id, season: '2026/2027' }).expect(201)).body;
    expect((await app.http.post(`/api/playerApprovals/${other.id}/reject`).send({}).expect(400)).body.errors.comment).toBeDefined();
    expect((await app.http.post(`/api/playerApprovals/${other.id}/reject`).send({ comment: 'No consent' }).expect(200)).body.status).toBe('rejected');
  });
});

describe("a player's parents and addresses", () => {
  it('have one primary contact and one primary address per player', async () => {
    const player = await makePlayer(app);
    const parent = async () => (await app.http.post('/api/parents').send({ fullName: `Parent ${unique()}`, fullNameAr: 'ولي أمر', nationalId: `1${unique().padStart(9, '0')}`, gender: 'male', phone: '+966 55 000 1111' }).expect(201)).body;
    const father = (await app.http.post('/api/parentPlayers').send({ parentId: (await parent()).id, playerId: player.id, relation: 'father' }).expect(201)).body;
    expect(father.isPrimaryContact).toBe(true);
    const mother = (await app.http.post('/api/parentPlayers').send({ parentId: (await parent()).id, playerId: player.id, relation: 'mother', isPrimaryContact: true }).expect(201)).body;
    expect(mother.isPrimaryContact).toBe(true);
    expect((await app.http.get(`/api/parentPlayers/${father.id}`).expect(200)).body.isPrimaryContact).toBe(false);
    await app.http.post('/api/parentPlayers').send({ parentId: mother.parentId, playerId: player.id, relation: 'mother' }).expect(400);
    const address = { playerId: player.id, type: 'home', city: 'Riyadh', district: 'Al-Malqa', postalCode: '13524' };
    expect((await app.http.post('/api/playerAddresses').send(address).expect(201)).body.isPrimary).toBe(true);
    expect((await app.http.post('/api/playerAddresses').send({ ...address, postalCode: '1352' }).expect(400)).body.errors).toHaveProperty('postalCode');
  });
});

describe('evaluations and performance reports', () => {
  it('score evaluations by their mean, never in the future, and assemble a report from the period', async () => {
    const [coach, team] = await Promise.all([makeCoach(app), makeTeam(app)]);
    const player = await makePlayer(app, { teamId: team.id });
    await app.http.post('/api/playerDevelopment').send({ playerId: player.id, evaluatorId: coach.id, evaluatedOn: days(2), technical: 7, tactical: 7, physical: 7, mental: 7 }).expect(400);
    const evaluation = (await app.http.post('/api/playerDevelopment').send({ playerId: player.id, evaluatorId: coach.id, evaluatedOn: days(-2), technical: 8, tactical: 6, physical: 7, mental: 6 }).expect(201)).body;
    expect(evaluation.overall).toBe(6.8);
    const sessions = await Promise.all([-6, -4].map(async (day) => (await makeSession(app, { teamId: team.id, coachId: coach.id, startsAt: `${days(day)}T14:00:00.000Z` }).expect(201)).body));
    await app.http.post(`/api/trainingSessions/${sessions[0].id}/attendance`).send({ entries: [{ playerId: player.id, status: 'present' }] }).expect(200);
    await app.http.post(`/api/trainingSessions/${sessions[1].id}/attendance`).send({ entries: [{ playerId: player.id, status: 'absent' }] }).expect(200);
    const match = (await app.http.post('/api/matches').send({ teamId: team.id, competition: 'friendly', opponent: 'Al-Raed', kickoffAt: `${days(-3)}T15:00:00.000Z`, status: 'completed', goalsFor: 3, goalsAgainst: 0 }).expect(201)).body;
    await app.http.post('/api/playerMatches').send({ matchId: match.id, playerId: player.id, minutesPlayed: 80, goals: 2, assists: 1, rating: 8 }).expect(201);
    const report = (await app.http.post('/api/performanceReports').send({ playerId: player.id, periodStart: days(-10), periodEnd: days(0) }).expect(201)).body;
    expect(report).toMatchObject({ sessionsTotal: 2, sessionsAttended: 1, attendanceRate: 50, matchesPlayed: 1, minutesPlayed: 80, goals: 2, assists: 1, averageRating: 8, evaluations: 1, technical: 8, mental: 6 });
    await app.http.post('/api/performanceReports').send({ playerId: player.id, periodStart: days(0), periodEnd: days(-1) }).expect(400);
    const published = (await app.http.put(`/api/performanceReports/${report.id}`).send({ status: 'published', version: report.version }).expect(200)).body;
    await app.http.put(`/api/performanceReports/${report.id}`).send({ coachComment: 'Later', version: published.version }).expect(409);
    await app.http.delete(`/api/performanceReports/${report.id}`).expect(409);
  });
});

describe('player contracts', () => {
  it('value the contract, keep one in force per player, and announce it before it ends', async () => {
    const coach = await makeCoach(app, { email: `coach.${unique()}@club.sa` });
    const team = await makeTeam(app, { headCoachId: coach.id });
    const player = await makePlayer(app, { teamId: team.id });
    const contract = { playerId: player.id, type: 'professional', monthlySalary: 10_000, signingBonus: 5_000 };
    await app.http.post('/api/playerContracts').send({ ...contract, startDate: days(10), endDate: days(5) }).expect(400);
    // A year to the day, ending within the reminder's reach: twelve months.
    const end = new Date(`${days(30)}T00:00:00Z`);
    const start = new Date(Date.UTC(end.getUTCFullYear() - 1, end.getUTCMonth(), end.getUTCDate() + 1)).toISOString().slice(0, 10);
    const current = (await app.http.post('/api/playerContracts').send({ ...contract, startDate: start, endDate: days(30), status: 'active' }).expect(201)).body;
    expect(current.totalValue).toBe(125_000);
    expect(current.contractNo).toMatch(/^PC-\d{4}-\d{4}$/);
    expect((await app.http.post('/api/playerContracts').send({ ...contract, startDate: days(0), endDate: days(400), status: 'active' }).expect(409)).body.errors.startDate).toContain(current.contractNo);
    const next = (await app.http.post('/api/playerContracts').send({ ...contract, startDate: days(31), endDate: days(400) }).expect(201)).body;
    expect(next.status).toBe('draft');
    await app.http.delete(`/api/playerContracts/${current.id}`).expect(409);
    expect((await app.http.put(`/api/playerContracts/${current.id}`).send({ status: 'draft', version: current.version }).expect(409)).body.errors.status).toBeDefined();

    await createUser(app, { role: 'admin' });
    await app.scheduler.runNow('playerContracts.endReminders');
    const sent = await app.pool.query(`SELECT "recipient" FROM "notifications" WHERE "kind" = 'contractExpiry' AND "body" LIKE $1`, [`%${current.contractNo}%`]);
    expect(sent.rows.map((row) => row.recipient)).toContain(coach.email);
    await app.scheduler.runNow('playerContracts.endReminders');
    expect((await app.pool.query(`SELECT count(*)::int AS "count" FROM "notifications" WHERE "kind" = 'contractExpiry' AND "body" LIKE $1`, [`%${current.contractNo}%`])).rows[0].count).toBe(sent.rows.length);
  });
});
