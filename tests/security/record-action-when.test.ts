import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { unique } from '../api/academy/fixtures';

// Issue 44, L2: a record action's `when` (the states it is offered in) is the server's rule too:
// the engine reads the record under its row lock and refuses (409, in the caller's language) an
// action the record is not in a state for, before the resource's own code runs. Nothing changes.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const ARABIC = /[\u0600-\u06FF]/;

const newPortal = async () => {
  const tag = unique();
  const parent = (await app.http.post('/api/parents').send({ fullName: `Parent ${tag}`, fullNameAr: 'ولي أمر', nationalId: `1${tag.padStart(9, '0')}`, gender: 'male', phone: '+966 55 123 4567' }).expect(201)).body;
  return (await app.http.post('/api/parentPortal').send({ parentId: parent.id, email: `parent.${tag}@example.com` }).expect(201)).body;
};

describe('a record action outside its declared states', () => {
  it.each(['suspend', 'restore'])('parentPortal %s on an access never invited answers 409 and changes nothing', async (action) => {
    const portal = await newPortal();
    expect(portal.status).toBe('notInvited');
    const refused = await app.http.post(`/api/parentPortal/${portal.id}/${action}`).send({}).expect(409);
    expect(Object.keys(refused.body.errors)).toEqual(['status']);
    const arabic = await app.http.post(`/api/parentPortal/${portal.id}/${action}`).set('Accept-Language', 'ar').send({}).expect(409);
    expect(arabic.body.message).toMatch(ARABIC);
    expect(arabic.body.errors.status).toMatch(ARABIC);
    // It names the action and the state the record is in, as the screen labels them.
    expect(refused.body.message).toMatch(/^“.+” is not taken on a record that is “Not invited”/);
    expect((await app.http.get(`/api/parentPortal/${portal.id}`).expect(200)).body).toMatchObject({ status: 'notInvited', userId: null, version: portal.version });
  });

  it('a depreciation run posted once is not posted again (no new version, no audit entry)', async () => {
    const period = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' }).slice(0, 7);
    const run = (await app.http.post('/api/depreciations').send({ period }).expect(201)).body;
    const posted = (await app.http.post(`/api/depreciations/${run.id}/post`).send({}).expect(200)).body;
    expect(posted.status).toBe('posted');
    await app.http.post(`/api/depreciations/${run.id}/post`).send({}).expect(409);
    expect((await app.http.get(`/api/depreciations/${run.id}`).expect(200)).body.version).toBe(posted.version);
    const trail = (await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ resource: 'depreciations', recordId: run.id }) }).expect(200)).body;
    expect(trail).toHaveLength(2);
  });

  it('is judged under the row lock: of two suspensions at once, one runs and the other is refused', async () => {
    const portal = await newPortal();
    const invited = (await app.http.post(`/api/parentPortal/${portal.id}/invite`).send({}).expect(200)).body;
    expect(invited.status).toBe('invited');
    const answers = await Promise.all([0, 1].map(() => app.http.post(`/api/parentPortal/${portal.id}/suspend`).send({})));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await app.http.get(`/api/parentPortal/${portal.id}`).expect(200)).body).toMatchObject({ status: 'suspended', version: invited.version + 1 });
    // In the states it declares it runs as before: the access restored, the account invited again.
    expect((await app.http.post(`/api/parentPortal/${portal.id}/restore`).send({}).expect(200)).body.status).toBe('invited');
    expect((await app.http.get(`/api/users/${invited.userId}`).expect(200)).body.status).toBe('invited');
  });
});
