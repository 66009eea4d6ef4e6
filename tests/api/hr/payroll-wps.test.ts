import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEmployee, newPosition, person } from './hr-fixtures';
import { lockRun, newRun, payrollApprover } from './payroll-fixtures';

// Issue 48: a locked run's WPS salary file for the bank (Mudad), in the layout Saudi banks publish:
// the establishment's header (its bank, its id there, its account, SAR, the value date, the total,
// the file's reference, its ministry number) and a row per employee paid (net, IBAN, name, the bank
// when not the establishment's, basic, housing, other earnings, deductions, ID), compared with a
// fixture line by line. Figures by hand: the Saudi's GOSI 9.75 % of 12,500 = 1,218.75, net
// 11,781.25; the Egyptian's none, net 5,300.00; the other Saudi's penalty of a day, 8,750 ÷ 30 =
// 291.67, GOSI 9.75 % of 8,750 = 853.13, net 7,605.20; 24,686.45 in all.
let app: TestApp;
let approver: Awaited<ReturnType<typeof payrollApprover>>;
let run: Record<string, unknown>;

const FIXTURE = resolve(import.meta.dirname, '../../support/files/wps-sample.csv');

beforeAll(async () => {
  app = await startTestApp();
  approver = await payrollApprover(app);
  const { positionId } = await newPosition(app);
  const hired = { hireDate: '2020-01-01', gosiRegistrationDate: '2020-01-01' };
  await newEmployee(app, positionId, { ...hired, fullName: 'Faisal Al-Harbi', nationalId: '1012345678', bankIban: 'SA3580000000608010200311', basicSalary: 10_000, housingAllowance: 2_500, transportAllowance: 500 });
  await newEmployee(app, positionId, { ...hired, fullName: 'Ahmed Farouk', nationality: 'egyptian', nationalId: '2045678901', bankIban: 'SA3810000000100200300400', basicSalary: 4_000, housingAllowance: 1_000, transportAllowance: 300 });
  const sara = await newEmployee(app, positionId, { ...hired, fullName: 'Sara Al-Qahtani', gender: 'female', nationalId: '1098765432', bankIban: 'SA0820000000002233445566', basicSalary: 7_000, housingAllowance: 1_750 });
  await app.http.post('/api/penalties').send({ employeeId: sara.id, violation: 'lateness', date: '2026-12-09', action: 'deduction', deductionDays: 1 }).expect(201);
  run = await newRun(app, '2026-12', { payDate: '2026-12-24' });
});
afterAll(() => app?.stop());

const wpsOf = (id: unknown) => app.http.get(`/api/payrollRuns/${id}/wps`);

describe('the WPS salary file', () => {
  it('is made from a locked run only, once the establishment is named in the HR settings', async () => {
    expect((await wpsOf(run.id)).status).toBe(409);
    run = await lockRun(app, approver, run);
    const unset = await wpsOf(run.id);
    expect(unset.status).toBe(409);
    expect(unset.body.message).toMatch(/HR settings/);
    const [settings] = (await app.http.get('/api/hrSettings').expect(200)).body;
    await app.http.put(`/api/hrSettings/${settings.id}`).send({ wpsMolEstablishmentId: '7-1234567', wpsBankEstablishmentId: '4001234567', wpsEstablishmentIban: 'SA0380000000608010167519' }).expect(200);
  });

  it('equals the bank’s layout, line by line', async () => {
    const answer = await wpsOf(run.id).expect(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toContain(`WPS ${String(run.number)}.csv`);
    const year = String(run.number).slice(4, 8);
    const expected = readFileSync(FIXTURE, 'utf8').replace('PAY-YYYY-0001', `PAY-${year}-0001`).split(/\r?\n/);
    const lines = answer.text.split('\r\n');
    expect(lines.length).toBe(expected.length);
    lines.forEach((line, index) => expect(line, `line ${index + 1}`).toBe(expected[index]));
  });

  it('goes to holders of the salaries grant only, and names who cannot be paid', async () => {
    const manager = await person(app, 'manager');
    expect((await manager.as.get(`/api/payrollRuns/${run.id}/wps`)).status).toBe(403);
    // An employee of a bank WPS does not know (an IBAN of no Saudi bank code) stops the file, named.
    const { positionId } = await newPosition(app);
    const stranger = await newEmployee(app, positionId, { hireDate: '2020-01-01', fullName: 'Omar Unknown', bankIban: 'SA0399000000608010167519', basicSalary: 5_000 });
    const next = await lockRun(app, approver, await newRun(app, '2027-01'));
    const refused = await wpsOf(next.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(String(stranger.fullName));
  });
});
