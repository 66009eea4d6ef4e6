import { createRegistry, defineResource, f } from '@club/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleRecord } from '../support/samples';
import { startTestApp, type TestApp } from '../support/test-app';

// One-row settings (invitationSettings, SPEC §3 "Invitation configuration"): the server makes the
// row at start; clients read and change it, never add or remove one.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

describe('a settings resource', () => {
  it('has exactly one row from the start, made from the defaults', async () => {
    const response = await app.http.get('/api/invitationSettings').expect(200);
    expect(response.body).toHaveLength(1);
    expect(response.body[0]).toMatchObject({ approverId: null, surveyMessageEnabled: false, surveyMessage: null, version: 1 });
    expect(response.headers['content-range']).toBe('invitationSettings 0-0/1');
  });

  it('is made once, however often (or by however many instances) the server starts', async () => {
    await Promise.all([app.crud.ensureServerRows(), app.crud.ensureServerRows()]);
    expect(await app.crud.ensureServerRows()).toEqual([]);
    expect((await app.http.get('/api/invitationSettings').expect(200)).body).toHaveLength(1);
  });

  it('is changed, never added to or removed', async () => {
    const [row] = (await app.http.get('/api/invitationSettings').expect(200)).body;
    await app.http.post('/api/invitationSettings').send({ surveyMessage: 'x' }).expect(405);
    await app.http.delete(`/api/invitationSettings/${row.id}`).expect(405);
    const approver = await createSampleRecord(app.http, app.registry, app.registry.get('employees')!);
    const saved = await app.http
      .put(`/api/invitationSettings/${row.id}`)
      .send({ approverId: approver.id, surveyMessageEnabled: true, surveyMessage: 'Thank you for your visit, {name}: {link}', version: row.version })
      .expect(200);
    expect(saved.body).toMatchObject({ approverId: approver.id, surveyMessageEnabled: true, version: row.version + 1 });
    // Its kinds' checks hold as everywhere: a text over 1000 characters is refused.
    await app.http.put(`/api/invitationSettings/${row.id}`).send({ departureMessage: 'x'.repeat(1001) }).expect(400);
  });
});

describe('a singleton declaration', () => {
  const settings = (options: { serverRows?: boolean; required?: boolean }) =>
    defineResource({
      name: 'clubSettings',
      route: '/clubSettings',
      menu: { group: 'systemSections', icon: 'Mail' },
      recordRepresentation: 'clubName',
      serverRows: options.serverRows,
      singleton: true,
      fields: { clubName: f.text({ required: options.required }) },
      list: { columns: ['clubName'], sort: ['clubName', 'ASC'] },
    });

  it('needs server rows and a default for every required field', () => {
    expect(() => createRegistry([settings({ serverRows: true })])).not.toThrow();
    expect(() => createRegistry([settings({})])).toThrow(/a singleton's one row is the server's: declare serverRows: true/);
    expect(() => createRegistry([settings({ serverRows: true, required: true })])).toThrow(/field 'clubName': a singleton's row is made at start/);
  });
});
