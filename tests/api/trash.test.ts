import { issueAccessToken } from '@club/api';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from './auth-helpers';
import { CLUB_VAT_NUMBER, setClubSettings } from '../support/club-settings';
import { PDF, uploadTo } from '../support/file-scenarios';
import { createSampleRecord } from '../support/samples';
import { startTestApp, type TestApp } from '../support/test-app';

// The trash (api/src/trash/trash.ts): a delete moves the record, its lines and its files there;
// nothing else sees it any more (lists, references, search, files, the register of attachments,
// unique checks); whoever may delete records of its kind restores it whole, through its rules, or
// is told why not; what is older than the retention is purged, files and all.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

type Row = Record<string, unknown>;
const day = 86_400_000;
let caseNumber = 7_000_000_000 + Math.floor(Math.random() * 1_000_000);

const newEmployee = () => createSampleRecord(app.http, app.registry, app.registry.get('employees')!);

/** A court case with two parties, a hearing, a document and a lawyer: lines, a file and a reference. */
const newCase = async (values: Row = {}): Promise<Row> => {
  const document = (await uploadTo(app.http, 'courtCases', 'documents', PDF, 'statement.pdf').expect(201)).body;
  const response = await app.http.post('/api/courtCases').send({
    caseNumber: String((caseNumber += 1)),
    title: 'Unpaid salary claim',
    caseType: 'labour',
    court: 'Labour Court, Riyadh',
    clubRole: 'defendant',
    opponentName: 'A former coach',
    filingDate: new Date(Date.now() - 60 * day).toISOString().slice(0, 10),
    documents: [document.id],
    parties: [{ name: 'Riyadh Club', side: 'club', role: 'defendant' }, { name: 'A former coach', side: 'opponent', role: 'plaintiff' }],
    hearings: [{ scheduledAt: new Date(Date.now() + 20 * day).toISOString(), outcome: 'scheduled' }],
    ...values,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

const trashOf = async (recordId: unknown, http = app.http) => (await http.get('/api/trashedRecords').query({ filter: JSON.stringify({ recordId }) }).expect(200)).body as Row[];
const restore = (entry: Row, http = app.http) => http.post(`/api/trashedRecords/${entry.id}/restore`).send({});
const attachmentsOf = async (recordId: unknown) => (await app.http.get('/api/attachments').query({ filter: JSON.stringify({ recordId }) }).expect(200)).body as Row[];

describe('a deleted record', () => {
  it('goes to the trash with its lines and files, and nothing else sees it', async () => {
    const legal = await newCase();
    const fileId = (legal.documents as Row[])[0]!.id;
    expect(await attachmentsOf(legal.id)).toHaveLength(1);
    await app.http.delete(`/api/courtCases/${legal.id}`).expect(200);

    const [entry] = await trashOf(legal.id);
    expect(entry).toMatchObject({ resource: 'courtCases', recordId: legal.id, summary: expect.stringContaining('Unpaid salary claim'), lineCount: 3, fileCount: 1, deletedById: expect.any(String) });
    expect(Date.parse(entry!.purgeAt as string) - Date.now()).toBeGreaterThan(29 * day);
    // Gone from everything that reads records: the record, its list, references, search, its files, the register.
    await app.http.get(`/api/courtCases/${legal.id}`).expect(404);
    expect((await app.http.get('/api/courtCases').query({ filter: JSON.stringify({ id: [legal.id] }) }).expect(200)).body).toEqual([]);
    expect((await app.http.get('/api/courtCases').query({ filter: JSON.stringify({ q: legal.caseNumber }) }).expect(200)).body).toEqual([]);
    await app.http.get(`/api/files/${fileId}`).expect(404);
    expect(await attachmentsOf(legal.id)).toEqual([]);
    expect((await app.pool.query('SELECT count(*)::int AS "n" FROM "case_parties" WHERE "case_id" = $1', [legal.id])).rows[0].n).toBe(0);
  });

  it('comes back whole: its id, values, lines with their ids, files and register, with a restore in its history', async () => {
    const legal = await newCase();
    await app.http.delete(`/api/courtCases/${legal.id}`).expect(200);
    const [entry] = await trashOf(legal.id);
    const answer = (await restore(entry!).expect(200)).body;
    expect(answer).toMatchObject({ recordId: legal.id, next: { resource: 'courtCases', id: legal.id } });

    const back = (await app.http.get(`/api/courtCases/${legal.id}`).expect(200)).body;
    const { version, updatedAt, ...values } = legal;
    expect(back).toMatchObject(values);
    expect(back.version).toBe((version as number) + 1);
    await app.http.get(`/api/files/${(legal.documents as Row[])[0]!.id}`).expect(200);
    expect(await attachmentsOf(legal.id)).toHaveLength(1);
    expect(await trashOf(legal.id)).toEqual([]);
    const history = (await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ resource: 'courtCases', recordId: legal.id }), sort: '["createdAt","DESC"]' }).expect(200)).body as Row[];
    expect(history.map((row) => row.action)).toEqual(['restore', 'delete', 'create']);
    // Restored once: a second restore of the same entry finds nothing.
    await restore(entry!).expect(404);
  });

  it('leaves its unique values free, and is not restored over a record that took one since', async () => {
    const legal = await newCase();
    await app.http.delete(`/api/courtCases/${legal.id}`).expect(200);
    const taker = await newCase({ caseNumber: legal.caseNumber });
    const [entry] = await trashOf(legal.id);
    const refused = (await restore(entry!).expect(409)).body;
    expect(refused.message).toMatch(/cannot be restored/);
    expect(Object.keys(refused.errors)).toEqual(['caseNumber']);
    // Nothing half-written: still in the trash, its lines nowhere.
    expect(await trashOf(legal.id)).toHaveLength(1);
    await app.http.get(`/api/courtCases/${legal.id}`).expect(404);
    // Once the number is free again, it comes back.
    await app.http.delete(`/api/courtCases/${taker.id}`).expect(200);
    await restore(entry!).expect(200);
  });

  it('is not restored when a record it refers to is gone, and says so in Arabic too', async () => {
    const lawyer = await newEmployee();
    const legal = await newCase({ lawyerId: lawyer.id });
    // While the case exists its lawyer cannot be deleted; once it is in the trash, nothing holds him.
    await app.http.delete(`/api/employees/${lawyer.id}`).expect(409);
    await app.http.delete(`/api/courtCases/${legal.id}`).expect(200);
    await app.http.delete(`/api/employees/${lawyer.id}`).expect(200);
    const [entry] = await trashOf(legal.id);
    const refused = (await restore(entry!).set('Accept-Language', 'ar').expect(409)).body;
    expect(refused.message).toMatch(/لا يمكن استعادة/);
    expect(Object.keys(refused.errors)).toEqual(['lawyerId']);
    // The lawyer restored first, then the case.
    const [lawyerEntry] = await trashOf(lawyer.id);
    await restore(lawyerEntry!).expect(200);
    await restore(entry!).expect(200);
    expect((await app.http.get(`/api/courtCases/${legal.id}`).expect(200)).body.lawyerId).toBe(lawyer.id);
  });

  it('is shown and restored only to those who may delete records of its kind', async () => {
    const legal = await newCase();
    await app.http.delete(`/api/courtCases/${legal.id}`).expect(200);
    const [entry] = await trashOf(legal.id);
    const key = `clerk-${Date.now().toString(36)}`;
    const role = (await app.http.post('/api/roles').send({ key, name: `Clerk ${key}`, nameAr: 'كاتب', rank: 30, permissions: { courtCases: ['list', 'show', 'edit'], trashedRecords: ['list', 'show'] } }).expect(201)).body;
    const clerk = await createUser(app, { role: key });
    const http = supertest.agent(app.url).set(bearer(await issueAccessToken(app, clerk.id)));
    expect(await trashOf(legal.id, http)).toEqual([]);
    await restore(entry!, http).expect(404);
    await app.http.put(`/api/roles/${role.id}`).send({ permissions: { courtCases: ['list', 'show', 'edit', 'delete'], trashedRecords: ['list', 'show'] } }).expect(200);
    const http2 = supertest.agent(app.url).set(bearer(await issueAccessToken(app, clerk.id)));
    expect(await trashOf(legal.id, http2)).toHaveLength(1);
    await restore(entry!, http2).expect(200);
  });

  it('is purged after the retention, its files with it', async () => {
    const legal = await newCase();
    const fileId = (legal.documents as Row[])[0]!.id;
    await app.http.delete(`/api/courtCases/${legal.id}`).expect(200);
    const [entry] = await trashOf(legal.id);
    expect((await app.pool.query('SELECT "removed_at" FROM "stored_files" WHERE "id" = $1', [fileId])).rows[0].removed_at).toBeNull();
    await app.pool.query(`UPDATE "trashed_records" SET "purge_at" = now() - interval '1 minute' WHERE "id" = $1`, [entry!.id]);
    expect(await app.scheduler.runNow('trashedRecords.purge')).toBeGreaterThanOrEqual(1);
    expect(await trashOf(legal.id)).toEqual([]);
    await app.fileSweep.settled();
    app.fileSweep.request();
    await app.fileSweep.settled();
    expect((await app.pool.query('SELECT count(*)::int AS "n" FROM "stored_files" WHERE "id" = $1', [fileId])).rows[0].n).toBe(0);
  });

  it('stays where a rule refuses the delete', async () => {
    await setClubSettings(app, { vatNumber: CLUB_VAT_NUMBER });
    const invoice = (await app.http.post('/api/invoices').send({ customerName: 'Kept', dueDate: '2026-12-31', status: 'issued', items: [{ description: 'Kit', quantity: 1, unitPrice: 10, vatRate: 15 }] }).expect(201)).body;
    await app.http.delete(`/api/invoices/${invoice.id}`).expect(409);
    expect(await trashOf(invoice.id)).toEqual([]);
  });
});
