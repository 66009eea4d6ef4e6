import { seasonOf } from '@club/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { days, makeCoach, makePlayer, makeSession, makeTeam, unique } from './fixtures';

// Issue 14, the squad: shirt numbers unique within a team, age and age group from the date of
// birth, age groups that never overlap in a season, academy squads of the group's players, and
// training: a coach (or a pitch) never booked twice at once, sessions within their plan, the whole
// squad's attendance taken in one call with every player's rate recomputed.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

describe('players', () => {
  it('keep shirt numbers unique within a team, even when two take one at once', async () => {
    const [team, other] = await Promise.all([makeTeam(app), makeTeam(app)]);
    await makePlayer(app, { teamId: team.id, shirtNumber: 10 });
    const clash = await app.http.post('/api/players').send({ fullName: 'Second Ten', fullNameAr: 'لاعب', nationalId: `1${unique().padStart(9, '0')}`, dateOfBirth: '2010-01-01', gender: 'male', position: 'forward', teamId: team.id, shirtNumber: 10 }).expect(400);
    expect(clash.body.errors).toHaveProperty('shirtNumber');
    // Another team's 10, and players without a number, are fine.
    await makePlayer(app, { teamId: other.id, shirtNumber: 10 });
    await makePlayer(app, { teamId: team.id });
    await makePlayer(app, { teamId: team.id });
    const race = await Promise.all([7, 7].map(() => app.http.post('/api/players').send({ fullName: `Seven ${unique()}`, fullNameAr: 'لاعب', nationalId: `1${unique().padStart(9, '0')}`, dateOfBirth: '2010-01-01', gender: 'male', position: 'forward', teamId: team.id, shirtNumber: 7 })));
    expect(race.map((response) => response.status).sort()).toEqual([201, 400]);
    // Moving a player to a team where their number is taken is refused too.
    const mover = await makePlayer(app, { teamId: other.id, shirtNumber: 7 });
    expect((await app.http.put(`/api/players/${mover.id}`).send({ teamId: team.id, version: mover.version }).expect(400)).body.errors).toHaveProperty('shirtNumber');
    expect((await app.http.get(`/api/teams/${team.id}`).expect(200)).body.playerCount).toBe(4);
  });

  it("take their age and age group from the date of birth, and are between 4 and 45", async () => {
    const season = seasonOf(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' }));
    const group = (await app.http.post('/api/ageGroups').send({ name: `U-X ${unique()}`, nameAr: 'فئة', season, birthYearFrom: 1995, birthYearTo: 1996, gender: 'female' }).expect(201)).body;
    const player = await makePlayer(app, { dateOfBirth: '1996-02-01', gender: 'female' });
    expect(player.age).toBeGreaterThanOrEqual(29);
    expect(player.registrationDate).toBe(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' }));
    // The current season's group of her birth year and gender is hers, and counts her.
    expect(player.ageGroupId).toBe(group.id);
    const counted = (await app.http.get(`/api/ageGroups/${group.id}`).expect(200)).body;
    expect(counted).toMatchObject({ playerCount: 1, version: group.version + 1 });
    // The count moved as an effect of her registration, which the group's trail names.
    const trail = (await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ resource: 'ageGroups', recordId: group.id }), sort: '["createdAt","DESC"]' }).expect(200)).body;
    expect(trail[0]).toMatchObject({ action: 'update', causeResource: 'players', causeRecordId: player.id, causeAction: 'create' });
    expect(trail[0].changes).toEqual({ playerCount: { old: 0, new: 1 } });
    // A group changed to other years lets her go at once.
    await app.http.put(`/api/ageGroups/${group.id}`).send({ birthYearFrom: 1993, birthYearTo: 1994, version: counted.version }).expect(200);
    expect((await app.http.get(`/api/players/${player.id}`).expect(200)).body.ageGroupId).toBeNull();
    expect((await app.http.post('/api/players').send({ fullName: 'Too young', fullNameAr: 'لاعب', nationalId: `1${unique().padStart(9, '0')}`, dateOfBirth: days(-365), gender: 'male', position: 'forward' }).expect(400)).body.errors.dateOfBirth).toMatch(/between 4 and 45/);
  });
});

describe('coaches and teams', () => {
  it("judge a coach's licence by its expiry, and keep a team's head coach off its assistants", async () => {
    expect((await app.http.post('/api/coaches').send({ fullName: 'No Expiry', fullNameAr: 'مدرب', specialisation: 'fitness', licenceLevel: 'afcC', joinDate: days(-10) }).expect(400)).body.errors.licenceExpiry).toBeDefined();
    const states = await Promise.all([[400, 'afcA'], [30, 'afcB'], [-1, 'afcC'], [null, 'none']].map(async ([expiry, licenceLevel]) => (await makeCoach(app, { licenceLevel, licenceExpiry: expiry === null ? null : days(expiry as number) })).licenceState));
    expect(states).toEqual(['valid', 'expiringSoon', 'expired', 'none']);
    const [head, assistant] = await Promise.all([makeCoach(app), makeCoach(app)]);
    expect((await app.http.post('/api/teams').send({ name: `Team ${unique()}`, nameAr: 'فريق', category: 'youth', season: '2026/2027', headCoachId: head.id, assistantCoachIds: [assistant.id, head.id] }).expect(400)).body.errors.assistantCoachIds).toMatch(/head coach/);
    expect((await makeTeam(app, { headCoachId: head.id, assistantCoachIds: [assistant.id] })).playerCount).toBe(0);
  });
});

describe('age groups and academy squads', () => {
  it('never overlap within a season for the same players, even written at once', async () => {
    const season = '2031/2032';
    const group = { nameAr: 'فئة', season, gender: 'male' };
    await app.http.post('/api/ageGroups').send({ ...group, name: 'U-12', birthYearFrom: 2020, birthYearTo: 2021 }).expect(201);
    expect((await app.http.post('/api/ageGroups').send({ ...group, name: 'U-13', birthYearFrom: 2019, birthYearTo: 2020 }).expect(409)).body.errors.birthYearFrom).toMatch(/U-12/);
    expect((await app.http.post('/api/ageGroups').send({ ...group, name: 'Mixed', gender: 'mixed', birthYearFrom: 2021, birthYearTo: 2022 }).expect(409)).body.message).toMatch(/overlap/);
    await app.http.post('/api/ageGroups').send({ ...group, name: 'Girls U-12', gender: 'female', birthYearFrom: 2020, birthYearTo: 2021 }).expect(201);
    await app.http.post('/api/ageGroups').send({ ...group, name: 'Old', status: 'inactive', birthYearFrom: 2020, birthYearTo: 2021 }).expect(201);
    expect((await app.http.post('/api/ageGroups').send({ ...group, name: 'Backwards', birthYearFrom: 2018, birthYearTo: 2017 }).expect(400)).body.errors.birthYearTo).toBeDefined();
    const race = await Promise.all(['A', 'B'].map((name) => app.http.post('/api/ageGroups').send({ ...group, name, birthYearFrom: 2015, birthYearTo: 2016 })));
    expect(race.map((response) => response.status).sort()).toEqual([201, 409]);
  });

  it("take only their group's players, each in one squad a season", async () => {
    const coach = await makeCoach(app);
    const group = (await app.http.post('/api/ageGroups').send({ name: `U-14 ${unique()}`, nameAr: 'فئة', season: '2033/2034', birthYearFrom: 2013, birthYearTo: 2014, gender: 'male', status: 'inactive' }).expect(201)).body;
    const [fits, older, girl] = await Promise.all([makePlayer(app, { dateOfBirth: '2013-06-01' }), makePlayer(app, { dateOfBirth: '2011-06-01' }), makePlayer(app, { dateOfBirth: '2014-06-01', gender: 'female' })]);
    const squad = { nameAr: 'مجموعة', ageGroupId: group.id, coachId: coach.id };
    expect((await app.http.post('/api/academyTeams').send({ ...squad, name: 'A', playerIds: [fits.id, older.id] }).expect(400)).body.errors.playerIds).toMatch(/not of this age group/);
    expect((await app.http.post('/api/academyTeams').send({ ...squad, name: 'A', playerIds: [girl.id] }).expect(400)).body.errors.playerIds).toBeDefined();
    const first = (await app.http.post('/api/academyTeams').send({ ...squad, name: 'A', playerIds: [fits.id] }).expect(201)).body;
    expect(first).toMatchObject({ season: '2033/2034', playerCount: 1 });
    expect((await app.http.post('/api/academyTeams').send({ ...squad, name: 'B', playerIds: [fits.id] }).expect(409)).body.errors.playerIds).toMatch(/already in A/);
  });
});

describe('training sessions', () => {
  it('never book a coach, or a pitch, on two sessions that overlap, even booked at once', async () => {
    const [coach, team, other] = await Promise.all([makeCoach(app), makeTeam(app), makeTeam(app)]);
    const at = (hour: string) => `${days(3)}T${hour}:00.000Z`;
    await makeSession(app, { teamId: team.id, coachId: coach.id, startsAt: at('14:00'), durationMinutes: 90, title: 'Pressing' }).expect(201);
    const clash = await makeSession(app, { teamId: other.id, coachId: coach.id, startsAt: at('15:00') }).expect(409);
    expect(clash.body.errors.coachId).toBe('The coach already has a session at that time: Pressing');
    // Back to back is not a clash; a cancelled session frees the coach.
    await makeSession(app, { teamId: other.id, coachId: coach.id, startsAt: at('15:30') }).expect(201);
    await makeSession(app, { teamId: other.id, coachId: coach.id, startsAt: at('12:00'), status: 'cancelled' }).expect(201);
    const second = await makeCoach(app);
    const race = await Promise.all(['a', 'b'].map((title) => makeSession(app, { teamId: team.id, coachId: second.id, startsAt: at('18:00'), title })));
    expect(race.map((response) => response.status).sort()).toEqual([201, 409]);
    // Moving a session onto another of its coach's is refused too.
    const later = (await makeSession(app, { teamId: team.id, coachId: second.id, startsAt: at('21:00') }).expect(201)).body;
    await app.http.put(`/api/trainingSessions/${later.id}`).send({ startsAt: at('18:30'), version: later.version }).expect(409);
    // A pitch is booked once too.
    const facility = (await app.http.post('/api/facilities').send({ name: `Pitch ${unique()}`, type: 'trainingPitch' }).expect(201)).body;
    const [c1, c2] = await Promise.all([makeCoach(app), makeCoach(app)]);
    await makeSession(app, { teamId: team.id, coachId: c1.id, facilityId: facility.id, startsAt: at('06:00') }).expect(201);
    expect((await makeSession(app, { teamId: other.id, coachId: c2.id, facilityId: facility.id, startsAt: at('07:00') }).expect(409)).body.errors.facilityId).toMatch(/already booked/);
  });

  it("fall within their plan's period and are of its team; completed only once started", async () => {
    const [coach, team, other] = await Promise.all([makeCoach(app), makeTeam(app), makeTeam(app)]);
    const plan = (await app.http.post('/api/trainingPlans').send({ title: 'Block', teamId: team.id, periodStart: days(0), periodEnd: days(20), focus: 'tactical', objectives: 'Shape.' }).expect(201)).body;
    expect((await makeSession(app, { teamId: team.id, planId: plan.id, coachId: coach.id, startsAt: `${days(30)}T14:00:00.000Z` }).expect(400)).body.errors.startsAt).toMatch(/plan/);
    expect((await makeSession(app, { teamId: other.id, planId: plan.id, coachId: coach.id, startsAt: `${days(5)}T14:00:00.000Z` }).expect(400)).body.errors.planId).toMatch(/another team/);
    const session = (await makeSession(app, { teamId: team.id, planId: plan.id, coachId: coach.id, startsAt: `${days(5)}T14:00:00.000Z` }).expect(201)).body;
    expect(session.endsAt).toBe(`${days(5)}T15:30:00.000Z`);
    const counted = (await app.http.get(`/api/trainingPlans/${plan.id}`).expect(200)).body;
    expect(counted).toMatchObject({ sessionCount: 1, version: plan.version + 1 });
    expect((await app.http.put(`/api/trainingSessions/${session.id}`).send({ status: 'completed', version: session.version }).expect(400)).body.errors.startsAt).toMatch(/started/);
    expect((await app.http.put(`/api/trainingPlans/${plan.id}`).send({ periodEnd: days(3), version: counted.version }).expect(400)).body.errors.periodStart).toMatch(/outside/);
    expect((await app.http.put(`/api/trainingPlans/${plan.id}`).send({ status: 'completed' }).expect(409)).body.errors.status).toBeDefined();
  });

  it("take the whole squad's attendance in one call and recompute each player's rate", async () => {
    const [coach, team] = await Promise.all([makeCoach(app), makeTeam(app)]);
    const squad = await Promise.all([1, 2, 3, 4].map(() => makePlayer(app, { teamId: team.id })));
    const outsider = await makePlayer(app);
    const first = (await makeSession(app, { teamId: team.id, coachId: coach.id, startsAt: `${days(-7)}T14:00:00.000Z` }).expect(201)).body;
    const second = (await makeSession(app, { teamId: team.id, coachId: coach.id, startsAt: `${days(-3)}T14:00:00.000Z` }).expect(201)).body;
    const take = (id: string, statuses: string[]) => app.http.post(`/api/trainingSessions/${id}/attendance`).send({ entries: squad.map((player, index) => ({ playerId: player.id, status: statuses[index], minutesLate: statuses[index] === 'late' ? 10 : undefined })) });
    const taken = (await take(first.id, ['present', 'late', 'absent', 'excused']).expect(200)).body;
    expect(taken).toMatchObject({ presentCount: 2, absentCount: 1 });
    const rates = async () => Promise.all(squad.map(async (player) => (await app.http.get(`/api/players/${player.id}`).expect(200)).body.attendanceRate));
    expect(await rates()).toEqual([100, 100, 0, null]);
    await take(second.id, ['absent', 'present', 'present', 'present']).expect(200);
    expect(await rates()).toEqual([50, 100, 50, 100]);
    // Taken again, it corrects the same rows (one per player and session), never adds.
    await take(second.id, ['present', 'present', 'present', 'present']).expect(200);
    expect(await rates()).toEqual([100, 100, 50, 100]);
    const rows = (await app.http.get('/api/playerTrainingAttendance').query({ filter: JSON.stringify({ sessionId: second.id }) }).expect(200)).body;
    expect(rows).toHaveLength(4);
    // Each row tells when its session was.
    expect(rows.every((row: { sessionStartsAt: string }) => row.sessionStartsAt === second.startsAt)).toBe(true);
    // One bad entry (a player of another team) and nothing is written.
    const refused = await app.http.post(`/api/trainingSessions/${second.id}/attendance`).send({ entries: [{ playerId: squad[0]!.id, status: 'absent' }, { playerId: outsider.id, status: 'present' }] }).expect(400);
    expect(refused.body.errors.playerId).toMatch(/not in the session's team/);
    expect(await rates()).toEqual([100, 100, 50, 100]);
    await app.http.post(`/api/trainingSessions/${second.id}/attendance`).send({ entries: [{ playerId: squad[0]!.id, status: 'asleep' }] }).expect(400);
    await app.http.post(`/api/trainingSessions/${second.id}/attendance`).send({ entries: [] }).expect(400);
    // A cancelled session no longer counts, and takes no attendance.
    const current = (await app.http.get(`/api/trainingSessions/${first.id}`).expect(200)).body;
    await app.http.put(`/api/trainingSessions/${first.id}`).send({ status: 'cancelled', version: current.version }).expect(200);
    expect(await rates()).toEqual([100, 100, 100, 100]);
    await app.http.post(`/api/playerTrainingAttendance`).send({ sessionId: first.id, playerId: squad[0]!.id, status: 'present' }).expect(409);
  });
});
