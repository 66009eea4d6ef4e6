import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtCaseBody } from '../../support/court-cases';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 13, law: a case's hearings and parties follow the court's order of things, a decided case
// is final, and the next hearing is kept on the case (and moved on as hearing dates pass).
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const day = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
const newCase = (values: Record<string, unknown> = {}) => app.http.post('/api/courtCases').send(courtCaseBody(values));

describe('court cases', () => {
  it('number the file, keep its parties and hearings, and show the next hearing ahead', async () => {
    const created = await newCase({
      parties: [{ name: 'Riyadh Club', side: 'club', role: 'defendant' }, { name: 'A former coach', side: 'opponent', role: 'plaintiff' }],
      hearings: [
        { scheduledAt: iso(-30 * day), outcome: 'held', courtRoom: 'Circuit 4', nextHearingAt: iso(20 * day) },
        { scheduledAt: iso(40 * day), outcome: 'scheduled' },
        { scheduledAt: iso(-10 * day), outcome: 'cancelled', nextHearingAt: iso(5 * day) },
      ],
    }).expect(201);
    expect(created.body.fileNumber).toMatch(/^LAW-\d{4}-\d{4}$/);
    // The date the held hearing set (20 days ahead) comes before the one scheduled at 40; a cancelled hearing sets nothing.
    expect(created.body.nextHearingAt).toBe(created.body.hearings[0].nextHearingAt);
    expect(created.body.hearings).toHaveLength(3);
    expect(created.body.parties.map((party: { role: string }) => party.role)).toEqual(['defendant', 'plaintiff']);
    const listed = (await app.http.get('/api/courtCases').query({ filter: JSON.stringify({ id: [created.body.id] }) }).expect(200)).body[0];
    expect(listed.nextHearingAt).toBe(created.body.nextHearingAt);
  });

  it('refuse hearings out of order and the club in the wrong role', async () => {
    const errorsOf = async (values: Record<string, unknown>) => (await newCase(values).expect(400)).body.errors;
    expect(await errorsOf({ hearings: [{ scheduledAt: iso(-90 * day), outcome: 'held' }] })).toHaveProperty(['hearings.0.scheduledAt']);
    expect(await errorsOf({ hearings: [{ scheduledAt: iso(3 * day), outcome: 'held' }] })).toHaveProperty(['hearings.0.scheduledAt']);
    expect(await errorsOf({ hearings: [{ scheduledAt: iso(-3 * day), outcome: 'postponed' }] })).toHaveProperty(['hearings.0.nextHearingAt']);
    expect(await errorsOf({ hearings: [{ scheduledAt: iso(-3 * day), outcome: 'held', nextHearingAt: iso(-4 * day) }] })).toHaveProperty(['hearings.0.nextHearingAt']);
    expect(await errorsOf({ parties: [{ name: 'Riyadh Club', side: 'club', role: 'plaintiff' }] })).toHaveProperty(['parties.0.role']);
    expect(await errorsOf({ filingDate: new Date(Date.now() + 3 * day).toISOString().slice(0, 10) })).toHaveProperty('filingDate');
    const arabic = await newCase({ parties: [{ name: 'النادي', side: 'club', role: 'plaintiff' }] }).set('Accept-Language', 'ar').expect(400);
    expect(arabic.body.errors['parties.0.role']).toBe('صفة النادي في هذه القضية: مدعى عليه');
  });

  it('decide a case only with its judgment and no hearing left ahead; the decision is final', async () => {
    const open = (await newCase({ claimAmount: 50_000, hearings: [{ scheduledAt: iso(10 * day), outcome: 'scheduled' }] }).expect(201)).body;
    expect((await app.http.put(`/api/courtCases/${open.id}`).send({ status: 'won' }).expect(400)).body.errors).toHaveProperty('judgment');
    expect((await app.http.put(`/api/courtCases/${open.id}`).send({ status: 'won', judgment: 'Claim dismissed.' }).expect(400)).body.errors).toHaveProperty('hearings');
    expect((await app.http.put(`/api/courtCases/${open.id}`).send({ awardedAmount: 1000 }).expect(400)).body.errors).toHaveProperty('awardedAmount');
    const decided = (
      await app.http.put(`/api/courtCases/${open.id}`).send({ status: 'won', judgment: 'Claim dismissed.', awardedAmount: 5000, hearings: [{ ...open.hearings[0], outcome: 'cancelled' }] }).expect(200)
    ).body;
    expect(decided).toMatchObject({ status: 'won', closedOn: today(), nextHearingAt: null });
    const again = await app.http.put(`/api/courtCases/${open.id}`).send({ status: 'active' }).expect(409);
    expect(again.body.errors.status).toMatch(/final/);
    // Its file still takes documents and notes.
    await app.http.put(`/api/courtCases/${open.id}`).send({ description: 'Archived with the judgment.' }).expect(200);
  });

  it('moves the next hearing on once its date has passed (a scheduled job)', async () => {
    const legal = (await newCase({ hearings: [{ scheduledAt: iso(2 * day), outcome: 'scheduled' }, { scheduledAt: iso(9 * day), outcome: 'scheduled' }] }).expect(201)).body;
    // Two days later: the first hearing's time has come and gone.
    await app.pool.query(`UPDATE "court_hearings" SET "scheduled_at" = now() - interval '1 hour' WHERE "id" = $1`, [legal.hearings[0].id]);
    await app.pool.query(`UPDATE "court_cases" SET "next_hearing_at" = now() - interval '1 hour' WHERE "id" = $1`, [legal.id]);
    expect(await app.scheduler.runNow('courtCases.nextHearings')).toBeGreaterThanOrEqual(1);
    const moved = (await app.http.get(`/api/courtCases/${legal.id}`).expect(200)).body;
    expect(moved.nextHearingAt).toBe(legal.hearings[1].scheduledAt);
  });
});
