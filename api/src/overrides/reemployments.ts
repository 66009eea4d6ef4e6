import type { Locale } from '../i18n/messages';
import { causeOf } from '../crud/cause';
import { badRequest } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; stillEmployed: string; decided: string }> = {
  en: { refused: 'The re-employment cannot be recorded this way', stillEmployed: 'Only a former employee (service ended) is re-employed', decided: 'A decided re-employment is final' },
  ar: { refused: 'لا يمكن تسجيل إعادة التوظيف بهذه الطريقة', stillEmployed: 'لا يُعاد توظيف إلا موظف انتهت خدمته', decided: 'قرار إعادة التوظيف نهائي' },
};

// Re-employment: approved only for a former employee (service ended); once approved, the employee is active again in the new
// position, from the new hire date, with the position's department, in the same transaction.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    const m = MESSAGES[write.locale];
    if (write.before && write.before.status !== 'proposed') throw badRequest(m.refused, { status: m.decided });
    const record = { ...write.before, ...write.values };
    // Back from the trash, an approved one was carried out when approved (its delete took nothing back).
    if (record.status !== 'approved' || write.action === 'restore') return;
    // Approving brings the employee back: only one whose service ended.
    const { rows } = await client.query('SELECT "status" FROM "employees" WHERE "id" = $1 FOR NO KEY UPDATE', [record.employeeId]);
    if (rows[0] && rows[0].status !== 'terminated') throw badRequest(m.refused, { employeeId: m.stillEmployed });
    const { rows: positions } = await client.query('SELECT "id", "department_id" AS "departmentId" FROM "positions" WHERE "id" = $1', [record.positionId]);
    if (!rows[0] || !positions[0]) return;
    await records.update('employees', record.employeeId as string, { status: 'active', positionId: positions[0].id, departmentId: positions[0].departmentId, hireDate: record.startDate }, causeOf(write));
  },
}));
