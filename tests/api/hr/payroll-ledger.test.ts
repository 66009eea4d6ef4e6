import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../support/database';
import { configFromEnv, createApp } from '@club/api';
import { startTestApp, TEST_PASSWORD_HASH_COST, type TestApp } from '../../support/test-app';
import { newEmployee, newPosition } from './hr-fixtures';
import { lockRun, newRun, payrollApprover } from './payroll-fixtures';

// Issue 48: a locked payroll run posts one balanced entry (schema `ledger` on payrollRuns, each line
// summed from its payslips): the salaries by department and GOSI's employer share as expenses; the
// net owed to the staff, both GOSI shares owed to GOSI, penalties kept for the staff. A chart of
// accounts kept since before the payroll (an existing database) gets the accounts and mappings it
// lacks at the next start.
let app: TestApp;
type Row = Record<string, unknown>;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

/** An entry's lines as account code → signed amount (debit positive), and as code → department → amount. */
const byAccount = async (entry: Row) => {
  const { body: accounts } = await app.http.get('/api/accounts').query({ range: '[0,199]' }).expect(200);
  const code = new Map((accounts as Row[]).map((account) => [account.id, String(account.code)]));
  const totals: Record<string, number> = {};
  const byDepartment: Record<string, Record<string, number>> = {};
  for (const line of entry.lines as Row[]) {
    const account = code.get(line.accountId)!;
    const amount = Number(line.debit) - Number(line.credit);
    totals[account] = Math.round(((totals[account] ?? 0) + amount) * 100) / 100;
    if (line.departmentId) (byDepartment[account] ??= {})[String(line.departmentId)] = amount;
  }
  return { totals, byDepartment };
};

describe('a locked payroll run in the ledger', () => {
  it('posts one balanced entry, its salaries by department', async () => {
    const approver = await payrollApprover(app);
    const first = await newPosition(app);
    const second = await newPosition(app);
    // A Saudi of the first department: gross 12,500.00, GOSI 1,218.75 and 1,468.75, net 11,281.25.
    await newEmployee(app, first.positionId, { hireDate: '2020-01-01', basicSalary: 10_000, housingAllowance: 2_500 });
    // A non-Saudi of the second: gross 5,300.00, a penalty of two days (5,300 ÷ 30 × 2 = 353.33), GOSI 100.00 the employer's, net 4,946.67.
    const other = await newEmployee(app, second.positionId, { hireDate: '2020-01-01', nationality: 'indian', basicSalary: 4_000, housingAllowance: 1_000, transportAllowance: 300 });
    await app.http.post('/api/penalties').send({ employeeId: other.id, violation: 'absence', date: '2026-10-12', action: 'deduction', deductionDays: 2 }).expect(201);
    const run = await newRun(app, '2026-10');
    const entries = async () => (await app.http.get('/api/journalEntries').query({ filter: JSON.stringify({ sourceResource: 'payrollRuns', sourceId: run.id }) }).expect(200)).body as Row[];
    expect(await entries()).toEqual([]);
    await lockRun(app, approver, run);

    const [posted, ...more] = await entries();
    expect(more).toEqual([]);
    const entry = (await app.http.get(`/api/journalEntries/${posted!.id}`).expect(200)).body;
    expect(entry).toMatchObject({ kind: 'document', status: 'posted', entryDate: '2026-10-31', totalDebit: 19_368.75, totalCredit: 19_368.75 });
    const { totals, byDepartment } = await byAccount(entry);
    expect(totals).toEqual({ '5101': 17_800, '5110': 1_568.75, '2103': -16_227.92, '2104': -2_787.5, '2106': -353.33 });
    expect(byDepartment['5101']).toEqual({ [first.departmentId]: 12_500, [second.departmentId]: 5_300 });
    expect(byDepartment['5110']).toEqual({ [first.departmentId]: 1_468.75, [second.departmentId]: 100 });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a chart kept from before the payroll', () => {
  it('gets the accounts and mappings it lacks at the next start', async () => {
    const database = await createTestDatabase();
    const kept = { url: database.url, drop: async () => undefined };
    try {
      const before = await startTestApp({ database: kept });
      // As a chart seeded before the payroll: no employee advances account, nothing mapped to it.
      await before.pool.query(`UPDATE "posting_accounts" SET "account_id" = NULL WHERE "purpose" IN ('employeeAdvances', 'gosiPayable')`);
      await before.pool.query(`DELETE FROM "accounts" WHERE "code" = '1204'`);
      await before.stop();
      // The next start of the app on that database (no test administrator made again).
      const after = await createApp({ ...configFromEnv({}), databaseUrl: database.url, dataDir: 'memory://', logLevel: 'error', poolSize: 2, scheduledJobs: false, passwordHashCost: TEST_PASSWORD_HASH_COST });
      try {
        const { rows } = await after.pool.query(
          `SELECT p."purpose", a."code", a."name_ar" AS "nameAr", h."code" AS "heading" FROM "posting_accounts" p JOIN "accounts" a ON a."id" = p."account_id" LEFT JOIN "accounts" h ON h."id" = a."parent_id"
            WHERE p."purpose" IN ('employeeAdvances', 'gosiPayable') ORDER BY p."purpose"`,
        );
        expect(rows).toEqual([
          { purpose: 'employeeAdvances', code: '1204', nameAr: 'سلف الموظفين', heading: '11' },
          { purpose: 'gosiPayable', code: '2104', nameAr: 'التأمينات الاجتماعية المستحقة', heading: '21' },
        ]);
      } finally {
        await after.close();
      }
    } finally {
      await database.drop();
    }
  });
});
