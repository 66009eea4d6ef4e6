import { LEGACY_BALANCE_FIELDS, type LeaveRequestType } from '@club/schema';
import { causeOf } from '../crud/cause';
import type { PendingWrite } from '../crud/crud.service';
import type { Records } from '../crud/records';
import { defineOverride } from '../server-overrides/define';
import { entitle, hiringBalances } from './parts/leave-entitlements';
import { syncLegacyBalance } from './parts/legacy-balances';

/** The states of an employee in post, whom leave types give their balances. */
const IN_POST = new Set(['active', 'onLeave']);

/** An employee's leave movements, then their balances, deleted with them (the balances' columns follow no more). */
const dropLeaveLedger = async (records: Records, write: PendingWrite): Promise<void> => {
  const cause = causeOf(write);
  for (const movement of await records.find('leaveMovements', { employeeId: write.id })) await records.delete('leaveMovements', String(movement.id), cause);
  for (const balance of await records.find('leaveBalances', { employeeId: write.id })) await records.delete('leaveBalances', String(balance.id), cause);
};

// Employees: a position holds no more employees in post than its headcount (declared), and its
// department is the employee's; one reports to the department's manager unless another is named;
// a new employee in post is given at once what their leave types give them so far (a year's
// grants, the months accrued since the later of their hire and the type's start: leaveTypes), and
// is created with those balances in their own columns (and given them again back from the trash).
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    // An employee deleted (entered by mistake) takes their leave ledger along, to the trash.
    if (write.action === 'delete') return dropLeaveLedger(records, write);
    const employee = { ...write.before, ...write.values };
    const { rows: positions } = await client.query<{ departmentId: string }>('SELECT "department_id" AS "departmentId" FROM "positions" WHERE "id" = $1', [employee.positionId]);
    const position = positions[0];
    // The department follows the position.
    if (position) write.values.departmentId = employee.departmentId = position.departmentId;
    if (write.id && employee.managerId === write.id) throw rules.refuse(write, 'notOwnManager');
    if (!employee.managerId) {
      const { rows } = await client.query<{ id: string }>(
        `SELECT e."id" FROM "departments" d JOIN "employees" e ON e."user_id" = d."manager_id"
          WHERE d."id" = $1 AND e."id" IS DISTINCT FROM $2 AND e."status" <> 'terminated'`,
        [employee.departmentId, write.id ?? null],
      );
      if (rows[0]) write.values.managerId = rows[0].id;
    }
    if (write.action === 'create' && IN_POST.has(String(employee.status ?? 'active'))) {
      for (const [requestType, days] of await hiringBalances(client, String(employee.hireDate))) {
        const field = LEGACY_BALANCE_FIELDS[requestType as LeaveRequestType];
        if (field) write.values[field] = days;
      }
    }
  },
  afterWrite: async (event, client) => {
    if (event.action !== 'create' && event.action !== 'restore') return;
    const cause = causeOf(event);
    await entitle(records, client, cause, async (employeeId, typeId) => syncLegacyBalance(records, client, employeeId, (await records.get('leaveTypes', typeId))?.requestType, cause), event.id);
  },
}));
