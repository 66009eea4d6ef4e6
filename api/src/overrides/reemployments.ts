import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';

// Re-employment: approved only for a former employee (service ended); once approved, the employee is active again in the new
// position, from the new hire date, with the position's department, in the same transaction.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    if (write.before && write.before.status !== 'proposed') throw rules.refuse(write, 'decidedIsFinal');
    const record = { ...write.before, ...write.values };
    // Back from the trash, an approved one was carried out when approved (its delete took nothing back).
    if (record.status !== 'approved' || write.action === 'restore') return;
    // Approving brings the employee back: only one whose service ended.
    const { rows } = await client.query('SELECT "status" FROM "employees" WHERE "id" = $1 FOR NO KEY UPDATE', [record.employeeId]);
    if (rows[0] && rows[0].status !== 'terminated') throw rules.refuse(write, 'formerEmployee');
    const { rows: positions } = await client.query('SELECT "id", "department_id" AS "departmentId" FROM "positions" WHERE "id" = $1', [record.positionId]);
    if (!rows[0] || !positions[0]) return;
    await records.update('employees', record.employeeId as string, { status: 'active', positionId: positions[0].id, departmentId: positions[0].departmentId, hireDate: record.startDate }, causeOf(write));
  },
}));
