import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { at, days, tag, userOf } from './fixtures';

// Issue 16, members and support, marketing: a ticket's resolution time is derived and its status
// moves only along its path; campaign figures derive their rates and the campaign's spending; a
// scheduled post publishes itself; the files library keeps private and department files to their
// readers, and the register of attachments shows only what the records show.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

describe('support tickets', () => {
  const open = async (values: Record<string, unknown> = {}) =>
    (await app.http.post('/api/supportTickets').send({ subject: `Printer ${tag()}`, description: 'It prints blank pages.', category: 'technical', ...values }).expect(201)).body;

  it('derive the time to resolve from the opening to the resolution', async () => {
    // Filed five and a half hours ago (its opening time is the server's: aged here in the database).
    const ticket = await open();
    await app.pool.query(`UPDATE "support_tickets" SET "opened_at" = now() - interval '5.5 hours' WHERE "id" = $1`, [ticket.id]);
    expect(ticket.ticketNumber).toMatch(/^TKT-\d{4}-\d{4}$/);
    const working = (await app.http.put(`/api/supportTickets/${ticket.id}`).send({ status: 'inProgress', version: ticket.version }).expect(200)).body;
    expect(working.resolutionHours).toBeNull();
    expect((await app.http.put(`/api/supportTickets/${ticket.id}`).send({ status: 'resolved', version: working.version }).expect(400)).body.errors.resolution).toMatch(/how the ticket was resolved/);
    const resolved = (await app.http.put(`/api/supportTickets/${ticket.id}`).send({ status: 'resolved', resolution: 'Replaced the toner.', version: working.version }).expect(200)).body;
    expect(resolved.resolvedAt).toEqual(expect.any(String));
    expect(Number(resolved.resolutionHours)).toBeGreaterThanOrEqual(5.5);
    expect(Number(resolved.resolutionHours)).toBeLessThan(5.6);
    // Reopened, it has no resolution time until resolved again; closed is final.
    const reopened = (await app.http.put(`/api/supportTickets/${ticket.id}`).send({ status: 'inProgress', version: resolved.version }).expect(200)).body;
    expect(reopened).toMatchObject({ resolvedAt: null, resolutionHours: null });
    const again = (await app.http.put(`/api/supportTickets/${ticket.id}`).send({ status: 'resolved', version: reopened.version }).expect(200)).body;
    const closed = (await app.http.put(`/api/supportTickets/${ticket.id}`).send({ status: 'closed', satisfaction: 4, version: again.version }).expect(200)).body;
    expect(closed).toMatchObject({ closedAt: expect.any(String), satisfaction: 4 });
    await app.http.put(`/api/supportTickets/${ticket.id}`).send({ status: 'inProgress', version: closed.version }).expect(409);
  });

  it('are rated once resolved, and seen by whoever raised or handles them', async () => {
    await app.http.post('/api/supportTickets').send({ subject: 'Early rating', description: 'x', category: 'other', satisfaction: 5 }).expect(400);
    const member = await userOf(app, 'member');
    const other = await userOf(app, 'member');
    const mine = (await member.as('post', '/api/supportTickets').send({ subject: 'My locker', description: 'Broken lock', category: 'facilities' }).expect(201)).body;
    expect(mine.requesterId).toBe(member.id);
    await other.as('get', `/api/supportTickets/${mine.id}`).expect(404);
    expect((await other.as('get', '/api/supportTickets').expect(200)).body.map((row: { id: string }) => row.id)).not.toContain(mine.id);
    await member.as('get', `/api/supportTickets/${mine.id}`).expect(200);
    // Handed to the other, who now sees it too.
    await app.http.put(`/api/supportTickets/${mine.id}`).send({ assigneeId: other.id, version: mine.version }).expect(200);
    await other.as('get', `/api/supportTickets/${mine.id}`).expect(200);
  });
});

describe('campaigns', () => {
  const makeCampaign = async () =>
    (await app.http.post('/api/campaigns').send({ name: `Campaign ${tag()}`, nameAr: 'حملة', objective: 'ticketSales', channel: 'social', startDate: days(-20), endDate: days(20), budget: 50_000 }).expect(201)).body;
  const result = (campaignId: string, from: number, to: number, values: Record<string, unknown> = {}) =>
    app.http.post('/api/campaignResults').send({ campaignId, periodStart: days(from), periodEnd: days(to), reach: 30_000, impressions: 50_000, clicks: 1_000, conversions: 50, revenue: 6_000, cost: 4_000, ...values });

  it('derive the click-through rate and the return, and add up what the campaign spent', async () => {
    const campaign = await makeCampaign();
    const first = (await result(campaign.id, -20, -14).expect(201)).body;
    expect(first).toMatchObject({ clickThroughRate: 2, returnOnSpend: 50 });
    await result(campaign.id, -13, -7, { cost: 8_000, revenue: 2_000 }).expect(201);
    expect(Number((await app.http.get(`/api/campaigns/${campaign.id}`).expect(200)).body.spent)).toBe(12_000);
    // Overlapping periods, periods outside the campaign and impossible figures are refused.
    expect((await result(campaign.id, -15, -10).expect(409)).body.errors.periodStart).toMatch(/results for/);
    await result(campaign.id, 15, 25).expect(400);
    await result(campaign.id, -6, 0, { clicks: 60_000 }).expect(400);
    await result(campaign.id, -6, 0, { conversions: 2_000 }).expect(400);
    await app.http.delete(`/api/campaignResults/${first.id}`).expect(200);
    expect(Number((await app.http.get(`/api/campaigns/${campaign.id}`).expect(200)).body.spent)).toBe(8_000);
  });
});

describe('club posts', () => {
  it('publish at their time once scheduled, keeping when', async () => {
    const base = { title: `News ${tag()}`, titleAr: 'خبر', body: 'Text', bodyAr: 'نص' };
    expect((await app.http.post('/api/clubPosts').send({ ...base, status: 'scheduled' }).expect(400)).body.errors.publishAt).toMatch(/publishing time/);
    await app.http.post('/api/clubPosts').send({ ...base, status: 'scheduled', publishAt: at(-1, 10) }).expect(400);
    const post = (await app.http.post('/api/clubPosts').send({ ...base, status: 'scheduled', publishAt: new Date(Date.now() + 60_000).toISOString() }).expect(201)).body;
    expect(post.authorId).toEqual(expect.any(String));
    await app.pool.query(`UPDATE "club_posts" SET "publish_at" = now() - interval '1 minute' WHERE "id" = $1`, [post.id]);
    await app.scheduler.runNow('clubPosts.publishDue');
    const published = (await app.http.get(`/api/clubPosts/${post.id}`).expect(200)).body;
    expect(published).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    await app.http.put(`/api/clubPosts/${post.id}`).send({ status: 'draft', version: published.version }).expect(409);
  });
});

describe('the files library and the attachments', () => {
  const upload = async (as: (method: 'post', path: string) => ReturnType<typeof app.anonymous.post>, name: string) =>
    (await as('post', '/api/files').query({ resource: 'libraryFiles', field: 'file' }).attach('file', Buffer.from(`The text of ${name}.\n`), { filename: name, contentType: 'text/plain' }).expect(201)).body.id as string;

  it('keep a private file to its uploader and a department\'s file to its members, downloads included', async () => {
    const owner = await userOf(app, 'manager');
    const colleague = await userOf(app, 'manager');
    const adminAs = (method: 'post', path: string) => app.http[method](path);
    const secret = (await owner.as('post', '/api/libraryFiles').send({ title: 'Salary scale', file: await upload(owner.as, 'scale.txt'), visibility: 'private' }).expect(201)).body;
    const shared = (await owner.as('post', '/api/libraryFiles').send({ title: 'Code of conduct', file: await upload(owner.as, 'conduct.txt'), visibility: 'everyone' }).expect(201)).body;
    expect(secret.uploadedById).toBe(owner.id);
    await owner.as('get', `/api/libraryFiles/${secret.id}`).expect(200);
    await owner.as('get', `/api/files/${secret.file.id}`).expect(200);
    for (const reader of [colleague.as, (method: 'get', path: string) => app.http[method](path)]) {
      await reader('get', `/api/libraryFiles/${secret.id}`).expect(404);
      await reader('get', `/api/files/${secret.file.id}`).expect(404);
      const listed = (await reader('get', '/api/libraryFiles').query({ filter: JSON.stringify({ q: 'Salary scale' }) }).expect(200)).body;
      expect(listed).toEqual([]);
      await reader('get', `/api/libraryFiles/${shared.id}`).expect(200);
    }
    // Nobody else changes or removes it either.
    await app.http.put(`/api/libraryFiles/${secret.id}`).send({ title: 'Mine now', version: secret.version }).expect(404);
    await app.http.delete(`/api/libraryFiles/${secret.id}`).expect(404);
    // A department's file: its members see it; a department is needed.
    const department = (await app.http.post('/api/departments').send({ name: `Department ${tag()}`, nameAr: 'إدارة', code: `D${tag()}`.slice(0, 10) }).expect(201)).body;
    const forDepartment = (await adminAs('post', '/api/libraryFiles').send({ title: 'Team plan', file: await upload(adminAs, 'plan.txt'), visibility: 'department', departmentId: department.id }).expect(201)).body;
    await colleague.as('get', `/api/libraryFiles/${forDepartment.id}`).expect(404);
    await app.http.get(`/api/libraryFiles/${forDepartment.id}`).expect(200);
    // Made visible to everyone, the colleague sees it; the department is let go.
    const opened = (await app.http.put(`/api/libraryFiles/${forDepartment.id}`).send({ visibility: 'everyone', version: forDepartment.version }).expect(200)).body;
    expect(opened.departmentId).toBeNull();
    await colleague.as('get', `/api/libraryFiles/${forDepartment.id}`).expect(200);
  });

  it('register every file a record holds, who uploaded it and when, and only for those who may open the record', async () => {
    const owner = await userOf(app, 'manager');
    const file = await upload(owner.as, 'register.txt');
    const kept = (await owner.as('post', '/api/libraryFiles').send({ title: `Register ${tag()}`, file, visibility: 'everyone' }).expect(201)).body;
    const rowsFor = async (reader: (method: 'get', path: string) => ReturnType<typeof app.anonymous.get>, recordId: string) =>
      (await reader('get', '/api/attachments').query({ filter: JSON.stringify({ recordId }) }).expect(200)).body;
    const [row] = await rowsFor((method, path) => app.http[method](path), kept.id);
    expect(row).toMatchObject({ resource: 'libraryFiles', field: 'file', recordId: kept.id, fileName: 'register.txt', mediaType: 'text/plain', uploadedById: owner.id, uploadedAt: expect.any(String) });
    // Replaced, the old file leaves the register and the new one comes in.
    const next = await upload(owner.as, 'register-2.txt');
    const replaced = (await owner.as('put', `/api/libraryFiles/${kept.id}`).send({ file: next, version: kept.version }).expect(200)).body;
    expect((await rowsFor((method, path) => app.http[method](path), kept.id)).map((entry: { fileName: string }) => entry.fileName)).toEqual(['register-2.txt']);
    // A private file's entry is its uploader's alone; deleting the record clears its entries.
    const secret = (await owner.as('post', '/api/libraryFiles').send({ title: 'Private', file: await upload(owner.as, 'private.txt'), visibility: 'private' }).expect(201)).body;
    expect(await rowsFor((method, path) => app.http[method](path), secret.id)).toEqual([]);
    await app.http.delete(`/api/libraryFiles/${replaced.id}`).expect(200);
    expect(await rowsFor((method, path) => app.http[method](path), kept.id)).toEqual([]);
    // A role that may not open the register's page is refused it.
    const member = await userOf(app, 'member');
    await member.as('get', '/api/attachments').expect(403);
  });
});

describe('chats', () => {
  it('show each member their conversations only, count what they have not read, and clear it once read', async () => {
    const [amal, badr, carl] = [await userOf(app, 'member'), await userOf(app, 'member'), await userOf(app, 'member')];
    const direct = (await amal.as('post', '/api/chatConversations').send({ kind: 'direct', memberIds: [badr.id] }).expect(201)).body;
    expect(direct).toMatchObject({ memberIds: [badr.id], participantIds: [amal.id, badr.id], createdById: amal.id });
    expect((await badr.as('post', '/api/chatConversations').send({ kind: 'direct', memberIds: [amal.id] }).expect(409)).body.message).toMatch(/already have a direct conversation/);
    await amal.as('post', '/api/chatConversations').send({ kind: 'group', memberIds: [badr.id] }).expect(400);
    // Carl sees none of it, and cannot write into it.
    await carl.as('get', `/api/chatConversations/${direct.id}`).expect(404);
    expect((await carl.as('get', '/api/chatMessages').expect(200)).body).toEqual([]);
    const refused = await carl.as('post', '/api/chatMessages').send({ conversationId: direct.id, body: 'Hi both' });
    expect([403, 404]).toContain(refused.status);
    // Two messages from Amal: Badr has two unread, Amal none; Badr reads, and has none.
    for (const body of ['Are you at the stadium?', 'The bus leaves at 4']) await amal.as('post', '/api/chatMessages').send({ conversationId: direct.id, body }).expect(201);
    const unreadOf = async (user: typeof amal) => (await user.as('get', '/api/chatReads').query({ filter: JSON.stringify({ userId: user.id, conversationId: direct.id }) }).expect(200)).body[0].unreadCount;
    expect(await unreadOf(badr)).toBe(2);
    expect(await unreadOf(amal)).toBe(0);
    const conversation = (await badr.as('get', `/api/chatConversations/${direct.id}`).expect(200)).body;
    expect(conversation).toMatchObject({ lastMessage: 'The bus leaves at 4', lastMessageAt: expect.any(String) });
    // The last message moved the conversation: an effect of Amal's message, in the trail as hers.
    const [moved] = (await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ resource: 'chatConversations', recordId: direct.id }), sort: '["createdAt","DESC"]' }).expect(200)).body;
    expect(moved).toMatchObject({ action: 'update', actorId: amal.id, causeResource: 'chatMessages', causeAction: 'create' });
    expect(moved.changes.lastMessage).toEqual({ old: 'Are you at the stadium?', new: 'The bus leaves at 4' });
    await badr.as('post', `/api/chatConversations/${direct.id}/read`).send({}).expect(200);
    expect(await unreadOf(badr)).toBe(0);
    await carl.as('post', `/api/chatConversations/${direct.id}/read`).send({}).expect(404);
    // Every staff account is one of the chat's contacts, kept as the account changes.
    const contactOf = async (userId: string) => (await badr.as('get', '/api/chatContacts').query({ filter: JSON.stringify({ userId }) }).expect(200)).body[0];
    expect(await contactOf(carl.id)).toMatchObject({ userId: carl.id, name: expect.stringMatching(/^Staff user/), active: true });
    const carlsAccount = (await app.http.get(`/api/users/${carl.id}`).expect(200)).body;
    await app.http.put(`/api/users/${carl.id}`).send({ lastName: 'Renamed', version: carlsAccount.version }).expect(200);
    expect((await contactOf(carl.id)).name).toBe('Staff Renamed');
    // Only its sender corrects a message.
    const [message] = (await badr.as('get', '/api/chatMessages').query({ filter: JSON.stringify({ conversationId: direct.id }) }).expect(200)).body;
    expect(message.senderId).toBe(amal.id);
    // Members write messages but do not edit them (a moderator of every conversation may).
    await badr.as('put', `/api/chatMessages/${message.id}`).send({ body: 'Changed', version: message.version }).expect(403);
    expect((await app.http.put(`/api/chatMessages/${message.id}`).send({ body: 'Removed by a moderator', version: message.version }).expect(200)).body.senderId).toBe(amal.id);
  });
});
