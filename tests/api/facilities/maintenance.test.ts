import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { days, tag, today } from './fixtures';

// Issue 15, maintenance: orders move requested → assigned → in progress → completed (or
// cancelled), name who does the work, and carry their asset or place along; preventive plans open
// their order once per due date.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());


const makeAsset = async () => (await app.http.post('/api/assets').send({ name: `Treadmill ${tag()}`, type: 'sportsEquipment' }).expect(201)).body;
const makeContractor = async (values: Record<string, unknown> = {}) =>
  (await app.http.post('/api/maintenanceSuppliers').send({ name: `Zamil ${tag()}`, kind: 'contractor', specialty: 'hvac', crNumber: '1010123456', ...values }).expect(201)).body;
const assetStatus = async (id: string) => (await app.http.get(`/api/assets/${id}`).expect(200)).body.status;

describe('maintenance orders', () => {
  it('move only along their steps, name who does the work, and keep the asset under maintenance while work is open', async () => {
    const asset = await makeAsset();
    const contractor = await makeContractor();
    const order = (await app.http.post('/api/maintenanceRequests').send({ title: 'Belt slipping', assetId: asset.id }).expect(201)).body;
    expect(order).toMatchObject({ status: 'requested', requestNumber: expect.stringMatching(/^MNT-\d{4}-\d{4}$/), requesterId: expect.any(String) });
    // Straight to completed: refused; assigned without anyone: refused.
    expect((await app.http.put(`/api/maintenanceRequests/${order.id}`).send({ status: 'completed', version: 1 }).expect(409)).body.errors.status).toMatch(/“Requested” to “Completed”/);
    expect((await app.http.put(`/api/maintenanceRequests/${order.id}`).send({ status: 'assigned', version: 1 }).expect(400)).body.errors).toHaveProperty('technicianId');
    // A contractor is not a team member.
    expect((await app.http.put(`/api/maintenanceRequests/${order.id}`).send({ status: 'assigned', technicianId: contractor.id, version: 1 }).expect(400)).body.errors).toHaveProperty('technicianId');
    const assigned = (await app.http.put(`/api/maintenanceRequests/${order.id}`).send({ status: 'assigned', supplierId: contractor.id, version: 1 }).expect(200)).body;
    expect(await assetStatus(asset.id)).toBe('underMaintenance');
    // A second open order on the same asset keeps it under maintenance until both close.
    const second = (await app.http.post('/api/maintenanceRequests').send({ title: 'Noise', assetId: asset.id, status: 'assigned', supplierId: contractor.id }).expect(201)).body;
    const working = (await app.http.put(`/api/maintenanceRequests/${order.id}`).send({ status: 'inProgress', version: assigned.version }).expect(200)).body;
    const done = (await app.http.put(`/api/maintenanceRequests/${order.id}`).send({ status: 'completed', actualCost: 850, version: working.version }).expect(200)).body;
    expect(done.completionDate).toBe(today());
    expect(await assetStatus(asset.id)).toBe('underMaintenance');
    await app.http.put(`/api/maintenanceRequests/${second.id}`).send({ status: 'cancelled', version: second.version }).expect(200);
    expect(await assetStatus(asset.id)).toBe('available');
    // Completed is final.
    await app.http.put(`/api/maintenanceRequests/${order.id}`).send({ status: 'inProgress', version: done.version }).expect(409);
    // Work is on something, and a suspended contractor gets none.
    expect((await app.http.post('/api/maintenanceRequests').send({ title: 'Nothing' }).expect(400)).body.errors).toHaveProperty('assetId');
    const suspended = await makeContractor({ status: 'suspended' });
    expect((await app.http.post('/api/maintenanceRequests').send({ title: 'Leak', assetId: asset.id, status: 'assigned', supplierId: suspended.id }).expect(400)).body.errors.supplierId).toMatch(/not active/);
  });

  it('on a place put the place under maintenance until the work is done', async () => {
    const place = (await app.http.post('/api/facilities').send({ name: `Hall ${tag()}`, type: 'hall' }).expect(201)).body;
    const contractor = await makeContractor();
    const order = (await app.http.post('/api/maintenanceRequests').send({ title: 'Roof leak', facilityId: place.id, type: 'emergency', status: 'assigned', supplierId: contractor.id }).expect(201)).body;
    expect((await app.http.get(`/api/facilities/${place.id}`).expect(200)).body.status).toBe('underMaintenance');
    const working = (await app.http.put(`/api/maintenanceRequests/${order.id}`).send({ status: 'inProgress', version: order.version }).expect(200)).body;
    await app.http.put(`/api/maintenanceRequests/${order.id}`).send({ status: 'completed', version: working.version }).expect(200);
    expect((await app.http.get(`/api/facilities/${place.id}`).expect(200)).body.status).toBe('available');
  });
});

describe('the team and contractors', () => {
  it('need an employee record (a team member) or a commercial registration (a contractor)', async () => {
    expect((await app.http.post('/api/maintenanceSuppliers').send({ name: 'Tariq', kind: 'teamMember', specialty: 'electrical' }).expect(400)).body.errors).toHaveProperty('employeeId');
    expect((await app.http.post('/api/maintenanceSuppliers').send({ name: 'NoCR Co', kind: 'contractor', specialty: 'civil' }).expect(400)).body.errors).toHaveProperty('crNumber');
    expect((await app.http.post('/api/maintenanceSuppliers').send({ name: 'Dates Co', kind: 'contractor', specialty: 'civil', crNumber: '1010999999', contractStart: '2026-05-01', contractEnd: '2026-04-01' }).expect(400)).body.errors).toHaveProperty('contractEnd');
  });
});

describe('preventive plans', () => {
  it('open their order once per due date, then move the next due date on by their period', async () => {
    const asset = await makeAsset();
    const plan = (await app.http.post('/api/maintenanceSchedules').send({ title: `Treadmill service ${tag()}`, assetId: asset.id, frequency: 'monthly', startsOn: days(2), leadDays: 3, priority: 'high' }).expect(201)).body;
    expect(plan).toMatchObject({ nextDueOn: days(2), requestCount: 0 });
    const ordersOf = async () => (await app.http.get('/api/maintenanceRequests').query({ filter: JSON.stringify({ assetId: asset.id }) }).expect(200)).body;
    await app.scheduler.runNow('maintenanceSchedules.openDue');
    await app.scheduler.runNow('maintenanceSchedules.openDue');
    const [first, ...others] = await ordersOf();
    expect(others).toEqual([]);
    expect(first).toMatchObject({ type: 'preventive', status: 'requested', dueOn: days(2), scheduleId: plan.id, priority: 'high', requestNumber: expect.stringMatching(/^MNT-/) });
    const after = (await app.http.get(`/api/maintenanceSchedules/${plan.id}`).expect(200)).body;
    expect(after).toMatchObject({ requestCount: 1, lastDueOn: days(2) });
    expect(after.nextDueOn > days(27)).toBe(true);
    // The next period comes due (the plan's clock moved on a month): one more order, once.
    await app.pool.query(`UPDATE "maintenance_schedules" SET "next_due_on" = $2 WHERE "id" = $1`, [plan.id, days(1)]);
    await app.scheduler.runNow('maintenanceSchedules.openDue');
    await app.scheduler.runNow('maintenanceSchedules.openDue');
    expect((await ordersOf()).map((order: Record<string, unknown>) => order.dueOn).sort()).toEqual([days(1), days(2)]);
    // A plan started before today is not made up for: its next due date is its next one to come.
    const old = (await app.http.post('/api/maintenanceSchedules').send({ title: 'Since the summer', assetId: asset.id, frequency: 'monthly', startsOn: days(-40), leadDays: 0 }).expect(201)).body;
    expect(old.nextDueOn >= today() && old.nextDueOn <= days(31)).toBe(true);
    // A plan not yet due opens nothing.
    const later = (await app.http.post('/api/maintenanceSchedules').send({ title: 'Later', assetId: asset.id, frequency: 'annual', startsOn: days(30), leadDays: 3 }).expect(201)).body;
    await app.scheduler.runNow('maintenanceSchedules.openDue');
    expect((await app.http.get(`/api/maintenanceSchedules/${later.id}`).expect(200)).body.requestCount).toBe(0);
  });
});
