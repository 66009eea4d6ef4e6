import { loadRegistry } from '@club/schema/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleRecord, sampleFileFor, uploadSample } from '../../support/samples';
import { shiftDate, today } from '../../support/calendar';
import { startTestApp, type TestApp } from '../../support/test-app';

// Compliance and governance (api/src/overrides/complianceTrackings.ts, governanceDocuments.ts):
// a check's period derived once per standard, evidence and findings where its status needs them,
// reminders through the outbox and overdue by the clock; documents approved then fixed, a new
// version superseding the old, which is kept.
let app: TestApp;
const registry = await loadRegistry();
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

type Row = Record<string, unknown>;
let standards = 0;
const standard = async (values: Row = {}) => {
  standards += 1;
  const body = { code: `STD-${standards}`, title: 'VAT return filed', titleAr: 'تقديم إقرار الضريبة', authority: 'zatca', category: 'financial', frequency: 'quarterly', reminderDays: 10, ...values };
  return (await app.http.post('/api/complianceStandards').send(body).expect(201)).body as Row;
};
const me = async () => (await app.http.get('/api/auth/me').expect(200)).body.user as Row;
const pdf = async (resource: string, field: string) => uploadSample(app.http, resource, field, sampleFileFor(registry.get(resource)!.fields[field] as never));

describe('a compliance tracking', () => {
  it('takes its period from the due date and the frequency, once per standard', async () => {
    const quarterly = await standard();
    const owner = (await me()).id;
    const check = (await app.http.post('/api/complianceTrackings').send({ standardId: quarterly.id, dueDate: '2031-08-31', ownerId: owner }).expect(201)).body;
    expect(check).toMatchObject({ period: '2031-Q3', status: 'pending' });
    const again = await app.http.post('/api/complianceTrackings').send({ standardId: quarterly.id, dueDate: '2031-07-15', ownerId: owner }).expect(400);
    expect(again.body.errors).toEqual({ dueDate: 'The standard has its check for 2031-Q3 already' });
    const monthly = await standard({ frequency: 'monthly' });
    expect((await app.http.post('/api/complianceTrackings').send({ standardId: monthly.id, dueDate: '2031-08-31', ownerId: owner }).expect(201)).body.period).toBe('2031-08');
  });

  it('is compliant with evidence only, non-compliant with findings and a dated corrective action, and then final', async () => {
    const owner = (await me()).id;
    const created = (await app.http.post('/api/complianceTrackings').send({ standardId: (await standard()).id, dueDate: shiftDate(today(), 20), ownerId: owner }).expect(201)).body;
    const put = (values: Row) => app.http.put(`/api/complianceTrackings/${created.id}`).send(values);
    expect(Object.keys((await put({ status: 'compliant' }).expect(400)).body.errors)).toEqual(['evidence']);
    expect(Object.keys((await put({ status: 'nonCompliant' }).expect(400)).body.errors).sort()).toEqual(['correctiveAction', 'correctiveDueDate', 'findings']);
    const found = (await put({ status: 'nonCompliant', findings: 'Return filed late', correctiveAction: 'Calendar reminder', correctiveDueDate: shiftDate(today(), 30) }).expect(200)).body;
    expect((await put({ status: 'overdue' }).expect(409)).body.errors.status).toBeDefined();
    const evidence = await pdf('complianceTrackings', 'evidence');
    const done = (await put({ version: found.version, status: 'compliant', evidence: [evidence.id] }).expect(200)).body;
    expect(Date.now() - Date.parse(done.completedAt)).toBeLessThan(60_000);
    await put({ notes: 'after' }).expect(409);
  });

  it("reminds its owner once before it is due, afresh for a new due date, and is overdue after it", async () => {
    const owner = await me();
    const created = (await app.http.post('/api/complianceTrackings').send({ standardId: (await standard({ reminderDays: 10 })).id, dueDate: shiftDate(today(), 5), ownerId: owner.id }).expect(201)).body;
    const later = (await app.http.post('/api/complianceTrackings').send({ standardId: (await standard({ reminderDays: 10 })).id, dueDate: shiftDate(today(), 40), ownerId: owner.id }).expect(201)).body;
    const sent = async () => (await app.pool.query(`SELECT "recipient", "subject" FROM "notifications" WHERE "kind" = 'complianceDue' ORDER BY "created_at"`)).rows;
    expect(await Promise.all([app.scheduler.runNow('complianceTrackings.reminders'), app.scheduler.runNow('complianceTrackings.reminders')])).toEqual(expect.arrayContaining([1]));
    const first = await sent();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ recipient: owner.email, subject: expect.stringContaining(String(created.period)) });
    // And in the app, on the owner's bell.
    const { rows: inApp } = await app.pool.query(`SELECT "user_id" AS "userId", "kind", "link" FROM "notification_recipients" WHERE "record_id" = $1`, [created.id]);
    expect(inApp).toEqual([{ userId: owner.id, kind: 'reminder', link: `/ComplianceTrackings/${created.id}/show` }]);
    const moved = (await app.http.get(`/api/complianceTrackings/${created.id}`).expect(200)).body;
    await app.http.put(`/api/complianceTrackings/${created.id}`).send({ version: moved.version, dueDate: shiftDate(today(), 7) }).expect(200);
    await app.scheduler.runNow('complianceTrackings.reminders');
    expect(await sent()).toHaveLength(2);
    expect(later.reminderSentAt).toBeNull();
    await app.pool.query(`UPDATE "compliance_trackings" SET "due_date" = $2 WHERE "id" = $1`, [created.id, shiftDate(today(), -1)]);
    expect(await app.scheduler.runNow('complianceTrackings.overdue')).toBe(1);
    expect((await app.http.get(`/api/complianceTrackings/${created.id}`).expect(200)).body.status).toBe('overdue');
  });

  it("opens its standard's next period by itself once a period's check is past due, once, for the same owner", async () => {
    const owner = (await me()).id;
    const quarterly = await standard({ frequency: 'quarterly' });
    const once = await standard({ frequency: 'once' });
    const past = (await app.http.post('/api/complianceTrackings').send({ standardId: quarterly.id, dueDate: shiftDate(today(), 30), ownerId: owner }).expect(201)).body;
    await app.http.post('/api/complianceTrackings').send({ standardId: once.id, dueDate: shiftDate(today(), 30), ownerId: owner }).expect(201);
    const checksOf = async (id: unknown) => (await app.pool.query(`SELECT "due_date"::text AS "dueDate", "period", "status", "owner_id" AS "ownerId" FROM "compliance_trackings" WHERE "standard_id" = $1 ORDER BY "due_date"`, [id])).rows;
    // Not due yet: nothing opens.
    await app.scheduler.runNow('complianceTrackings.nextPeriods');
    expect(await checksOf(quarterly.id)).toHaveLength(1);
    // Its due date passed (a long while ago: the period to come opens, not the missed ones), twice at once: one check.
    const lastDue = shiftDate(today(), -200);
    await app.pool.query(`UPDATE "compliance_trackings" SET "due_date" = $2, "period" = 'old' WHERE "id" = $1`, [past.id, lastDue]);
    await app.pool.query(`UPDATE "compliance_trackings" SET "due_date" = $2 WHERE "standard_id" = $1`, [once.id, lastDue]);
    await Promise.all([app.scheduler.runNow('complianceTrackings.nextPeriods'), app.scheduler.runNow('complianceTrackings.nextPeriods')]);
    const checks = await checksOf(quarterly.id);
    expect(checks).toHaveLength(2);
    expect(checks[1]).toMatchObject({ status: 'pending', ownerId: owner });
    expect(checks[1].dueDate >= today() && checks[1].dueDate <= shiftDate(today(), 93)).toBe(true);
    expect(await checksOf(once.id)).toHaveLength(1);
    await app.scheduler.runNow('complianceTrackings.nextPeriods');
    expect(await checksOf(quarterly.id)).toHaveLength(2);
  });
});

describe('a governance document', () => {
  const document = async (values: Row = {}) => {
    const file = await pdf('governanceDocuments', 'file');
    return (await app.http.post('/api/governanceDocuments').send({ title: 'Procurement procedure', titleAr: 'إجراء المشتريات', type: 'procedure', file: file.id, effectiveDate: '2026-01-01', ...values }).expect(201)).body as Row;
  };
  const act = (id: unknown, name: string, comment?: string) => app.http.post(`/api/governanceDocuments/${id}/${name}`).send(comment ? { comment } : {});

  it('goes from draft to review to approved (who and when), and is fixed once approved', async () => {
    const draft = await document();
    expect(draft).toMatchObject({ status: 'draft', versionNumber: 1 });
    await act(draft.id, 'approve').expect(409);
    await act(draft.id, 'submit').expect(200);
    await act(draft.id, 'return').expect(400);
    expect((await act(draft.id, 'return', 'Add the thresholds').expect(200)).body.status).toBe('draft');
    await act(draft.id, 'submit').expect(200);
    const approved = (await act(draft.id, 'approve').expect(200)).body;
    expect(approved).toMatchObject({ status: 'approved', approvedById: (await me()).id });
    await app.http.put(`/api/governanceDocuments/${draft.id}`).send({ version: approved.version, summary: 'changed' }).expect(409);
    await app.http.delete(`/api/governanceDocuments/${draft.id}`).expect(409);
  });

  it('changes by a new version, numbered after the approved one, which it supersedes when approved and keeps', async () => {
    const first = await document();
    await act(first.id, 'submit').expect(200);
    await act(first.id, 'approve').expect(200);
    const second = await document({ previousVersionId: first.id, effectiveDate: '2027-01-01' });
    expect(second.versionNumber).toBe(2);
    const twice = await app.http.post('/api/governanceDocuments').send({ ...second, id: undefined, version: undefined, file: (await pdf('governanceDocuments', 'file')).id }).expect(400);
    expect(twice.body.errors.previousVersionId).toBe('Version 2 follows it already');
    const draftNotApproved = await app.http.post('/api/governanceDocuments').send({ title: 'x', titleAr: 'س', type: 'procedure', file: (await pdf('governanceDocuments', 'file')).id, effectiveDate: '2027-01-01', previousVersionId: second.id }).expect(400);
    expect(Object.keys(draftNotApproved.body.errors)).toEqual(['previousVersionId']);
    await act(second.id, 'submit').expect(200);
    await act(second.id, 'approve').expect(200);
    const old = (await app.http.get(`/api/governanceDocuments/${first.id}`).expect(200)).body;
    expect(old).toMatchObject({ status: 'superseded', versionNumber: 1, file: expect.objectContaining({ id: first.file && (first.file as Row).id }) });
  });
});
