import { RecordActions, registerServerOverrides, Scheduler } from '@club/api';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

// A resource's own rules live in api/src/overrides/{name}.ts, found by name (drivers: available
// for trips only while active with a valid licence), and run inside the write's transaction.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

let serial = 0;
const driver = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Saad Al-Ghamdi',
  nationalId: `10${String(12345670 + serial).padStart(8, '0')}`,
  phone: '+966 55 000 1122',
  licenseNumber: `RYD-TEST-${serial++}`,
  licenseClass: 'bus',
  licenseExpiry: '2099-12-31',
  ...overrides,
});

describe('drivers: available for trips only while active with a valid licence', () => {
  it('refuses an available driver whose licence has expired, on the licence, in the request language', async () => {
    const english = await app.http.post('/api/drivers').send(driver({ licenseExpiry: '2020-01-31', available: true })).expect(400);
    expect(english.body.errors).toEqual({ licenseExpiry: 'The licence has expired: a driver available for trips needs a valid one' });
    const arabic = await app.http.post('/api/drivers').set('Accept-Language', 'ar').send(driver({ licenseExpiry: '2020-01-31', available: true })).expect(400);
    expect(arabic.body.errors.licenseExpiry).toBe('انتهت صلاحية الرخصة: السائق المتاح للرحلات يحتاج رخصة سارية');
    // Available is the default: leaving it out is no way around the rule.
    await app.http.post('/api/drivers').send(driver({ licenseExpiry: '2020-01-31' })).expect(400);
  });

  it('keeps a driver with an expired licence when not available', async () => {
    await app.http.post('/api/drivers').send(driver({ licenseExpiry: '2020-01-31', available: false })).expect(201);
  });

  it('judges an update against the stored record, and writes nothing when it refuses', async () => {
    const created = (await app.http.post('/api/drivers').send(driver({ available: false, status: 'suspended' })).expect(201)).body;
    const refused = await app.http.put(`/api/drivers/${created.id}`).send({ available: true, version: created.version }).expect(400);
    expect(refused.body.errors).toEqual({ available: 'Only an active driver can be available for trips' });
    const unchanged = (await app.http.get(`/api/drivers/${created.id}`).expect(200)).body;
    expect(unchanged).toMatchObject({ available: false, version: 1 });

    const reactivated = (await app.http.put(`/api/drivers/${created.id}`).send({ available: true, status: 'active', version: 1 }).expect(200)).body;
    expect(reactivated).toMatchObject({ available: true, status: 'active', version: 2 });
    // Letting the licence lapse on an available driver is refused too.
    await app.http.put(`/api/drivers/${created.id}`).send({ licenseExpiry: '2021-06-30', version: 2 }).expect(400);
  });

  it('answers a stale version with 409 before judging the rules', async () => {
    const created = (await app.http.post('/api/drivers').send(driver({ available: false, status: 'suspended' })).expect(201)).body;
    await app.http.put(`/api/drivers/${created.id}`).send({ available: true, version: 7 }).expect(409);
  });
});

describe('override files are found by resource name', () => {
  const directoryWith = (file: string, text: string) => {
    const directory = mkdtempSync(join(tmpdir(), 'club-overrides-'));
    writeFileSync(join(directory, file), text);
    return directory;
  };
  const services = () => ({ pool: app.pool, records: undefined as never, permissions: undefined as never, auth: app.auth, outbox: app.outbox, notifications: undefined as never, publicUrl: app.url, invite: undefined as never, personalLinks: undefined as never, rules: undefined as never });

  it('stops the start on a file named after no resource', async () => {
    const directory = directoryWith('playrs.ts', 'export const override = () => ({});');
    await expect(registerServerOverrides(app.crud, app.registry, services(), new RecordActions(app.registry), new Scheduler(app.pool), directory)).rejects.toThrow(/overrides\/playrs\.ts: there is no resource 'playrs'/);
  });

  it('stops the start on a file that exports no override', async () => {
    const directory = directoryWith('drivers.ts', 'export const rules = {};');
    await expect(registerServerOverrides(app.crud, app.registry, services(), new RecordActions(app.registry), new Scheduler(app.pool), directory)).rejects.toThrow(/overrides\/drivers\.ts must export `override/);
  });
});
