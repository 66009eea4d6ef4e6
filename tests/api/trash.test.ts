import { issueAccessToken } from '@club/api';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from './auth-helpers';
import { CLUB_VAT_NUMBER, setClubSettings } from '../support/club-settings';
import { createCourtCase } from '../support/court-cases';
import { createSampleRecord } from '../support/samples';
import { startTestApp, type TestApp } from '../support/test-app';
import { days, makePlayer } from './academy/fixtures';

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

const newEmployee = () => createSampleRecord(app.http, app.registry, app.registry.get('employees')!);

/** A court case with two parties, a hearing, a document (and a lawyer, when given): lines, a file and a reference. */
const newCase = (values: Row = {}) => createCourtCase(app.http, values);

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

// A restored record is judged by its resource's rules as a new one would be (capacity, overlaps,
// one of a kind), makes none of a new one's effects (messages), and the counts other records keep
// of it are right again (api/src/overrides: action 'restore').
describe('a restored record', () => {
  const inDays = (count: number, hours = 0) => new Date(Date.now() + count * day + hours * 3_600_000).toISOString();
  const entryOf = async (recordId: unknown) => (await trashOf(recordId))[0]!;

  it('counts again in its event, and does not come back into an event filled meanwhile', async () => {
    const event = (await app.http.post('/api/events').send({ title: 'Open day', titleAr: 'يوم مفتوح', type: 'openDay', startsAt: inDays(10), endsAt: inDays(10, 4), capacity: 2, status: 'published' }).expect(201)).body;
    const register = async (fullName: string, phone: string) => (await app.http.post('/api/eventParticipants').send({ eventId: event.id, fullName, phone }).expect(201)).body;
    const countOf = async () => (await app.http.get(`/api/events/${event.id}`).expect(200)).body.participantCount;
    const guest = await register('First guest', '+966 55 100 2001');
    await register('Second guest', '+966 55 100 2002');
    expect(await countOf()).toBe(2);
    await app.http.delete(`/api/eventParticipants/${guest.id}`).expect(200);
    expect(await countOf()).toBe(1);
    await restore(await entryOf(guest.id)).expect(200);
    expect(await countOf()).toBe(2);
    expect((await app.http.get(`/api/eventParticipants/${guest.id}`).expect(200)).body).toMatchObject({ status: 'registered', registeredAt: guest.registeredAt });
    // Its place taken by someone else meanwhile: it stays in the trash, the count as it is.
    await app.http.delete(`/api/eventParticipants/${guest.id}`).expect(200);
    await register('Third guest', '+966 55 100 2003');
    const refused = (await restore(await entryOf(guest.id)).expect(409)).body;
    expect(refused.message).toMatch(/event is full/);
    expect(await countOf()).toBe(2);
    expect(await trashOf(guest.id)).toHaveLength(1);
  });

  it("takes its bed again in its room's count, and not a bed taken meanwhile", async () => {
    const building = (await app.http.post('/api/facilities').send({ name: `Residence ${Date.now()}`, type: 'residence', capacity: 40 }).expect(201)).body;
    const room = (await app.http.post('/api/residenceRooms').send({ facilityId: building.id, roomNumber: `T${Date.now() % 100_000}`, beds: 1, gender: 'male' }).expect(201)).body;
    const stayOf = async () => (await app.http.post('/api/playerResidences').send({ playerId: (await makePlayer(app)).id, facilityId: building.id, checkInOn: days(-10) }).expect(201)).body;
    const assign = async (residenceId: unknown) => (await app.http.post('/api/playerRoomAssignments').send({ residenceId, roomId: room.id, bedNumber: 1, startOn: days(-5) }).expect(201)).body;
    const bedsOf = async () => {
      const { occupiedBeds, freeBeds } = (await app.http.get(`/api/residenceRooms/${room.id}`).expect(200)).body;
      return { occupiedBeds, freeBeds };
    };
    const assignment = await assign((await stayOf()).id);
    expect(await bedsOf()).toEqual({ occupiedBeds: 1, freeBeds: 0 });
    await app.http.delete(`/api/playerRoomAssignments/${assignment.id}`).expect(200);
    expect(await bedsOf()).toEqual({ occupiedBeds: 0, freeBeds: 1 });
    await restore(await entryOf(assignment.id)).expect(200);
    expect(await bedsOf()).toEqual({ occupiedBeds: 1, freeBeds: 0 });
    // Another boarder in the bed since: the bed is not given twice.
    await app.http.delete(`/api/playerRoomAssignments/${assignment.id}`).expect(200);
    await assign((await stayOf()).id);
    const refused = (await restore(await entryOf(assignment.id)).expect(409)).body;
    expect(refused.errors.bedNumber).toMatch(/bed is taken/);
    expect(await bedsOf()).toEqual({ occupiedBeds: 1, freeBeds: 0 });
  });

  it("is not a player's second registration request waiting for a decision", async () => {
    const player = await makePlayer(app);
    const request = (await app.http.post('/api/playerApprovals').send({ playerId: player.id, season: '2026/2027' }).expect(201)).body;
    await app.http.delete(`/api/playerApprovals/${request.id}`).expect(200);
    const other = (await app.http.post('/api/playerApprovals').send({ playerId: player.id, season: '2026/2027' }).expect(201)).body;
    const refused = (await restore(await entryOf(request.id)).expect(409)).body;
    expect(refused.errors.playerId).toMatch(/waiting for a decision/);
    // Once the other is decided, it comes back, still waiting.
    await app.http.post(`/api/playerApprovals/${other.id}/reject`).send({ comment: 'Entered twice' }).expect(200);
    await restore(await entryOf(request.id)).expect(200);
    expect((await app.http.get(`/api/playerApprovals/${request.id}`).expect(200)).body).toMatchObject({ status: 'pending', requestNo: request.requestNo });
  });

  it('is no second valid card of its kind for its holder', async () => {
    const holder = await createSampleRecord(app.http, app.registry, app.registry.get('clubMembers')!);
    const card = (title: string) => ({ type: 'membershipCard', holderType: 'member', clubMemberId: holder.id, title, expiryDate: inDays(365).slice(0, 10) });
    const lost = (await app.http.post('/api/issuances').send(card('Membership card')).expect(201)).body;
    await app.http.delete(`/api/issuances/${lost.id}`).expect(200);
    const issued = (await app.http.post('/api/issuances').send(card('New membership card')).expect(201)).body;
    expect(issued.status).toBe('valid');
    const refused = (await restore(await entryOf(lost.id)).set('Accept-Language', 'ar').expect(409)).body;
    expect(refused.errors.clubMemberId).toBe('لصاحب الإصدار بطاقة سارية من هذا النوع');
    expect((await app.http.get(`/api/issuances/${issued.id}`).expect(200)).body.status).toBe('valid');
    await app.http.post(`/api/issuances/${issued.id}/revoke`).send({ comment: 'Found the old one' }).expect(200);
    await restore(await entryOf(lost.id)).expect(200);
    expect((await app.http.get(`/api/issuances/${lost.id}`).expect(200)).body.status).toBe('valid');
  });

  it('tells nobody again: an approved invitation comes back without a second message', async () => {
    const [settings] = (await app.http.get('/api/invitationSettings').expect(200)).body;
    await app.http.put(`/api/invitationSettings/${settings.id}`).send({ invitationAcceptanceMessage: 'Approved: {visitorName}, code {code}.', invitationAcceptanceMessageEnabled: true }).expect(200);
    const host = await newEmployee();
    const phone = `+966 50 ${String(Date.now() % 1000).padStart(3, '0')} ${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const invitation = (await app.http.post('/api/invitations').send({ visitorName: 'Returning guest', phone, hostId: host.id, purpose: 'meeting', visitDate: inDays(3).slice(0, 10), startTime: '10:00', endTime: '11:00' }).expect(201)).body;
    await app.http.post(`/api/invitations/${invitation.id}/approve`).send({}).expect(200);
    const sent = async () => (await app.pool.query(`SELECT "body" FROM "notifications" WHERE "kind" = 'visit' AND "recipient" = $1`, [phone])).rows.map((row) => row.body as string);
    expect(await sent()).toEqual([`Approved: Returning guest, code ${invitation.code}.`]);
    await app.http.delete(`/api/invitations/${invitation.id}`).expect(200);
    await restore(await entryOf(invitation.id)).expect(200);
    expect((await app.http.get(`/api/invitations/${invitation.id}`).expect(200)).body).toMatchObject({ status: 'approved', code: invitation.code });
    expect(await sent()).toHaveLength(1);
  });
});
