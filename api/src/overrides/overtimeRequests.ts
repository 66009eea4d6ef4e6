import type { Locale } from '../i18n/messages';
import { badRequest } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';
import { approvalActions, decide, guardEdit, startApproval } from './parts/approvals';
import { checkRequester, requestersOf } from './parts/requesters';

const MESSAGES: Record<Locale, { refused: string; notAllowed: string }> = {
  en: { refused: 'The overtime cannot be requested this way', notAllowed: "The employee's settings do not allow overtime" },
  ar: { refused: 'لا يمكن طلب العمل الإضافي بهذه الطريقة', notAllowed: 'إعدادات الموظف لا تسمح بالعمل الإضافي' },
};

// Overtime: allowed by the employee's own settings, one's own (without the grant), paid at the hourly wage and half again (art. 107): the
// basic salary ÷ 30 days ÷ 8 hours × 1.5 × the hours, in halalas; it walks the overtime route.
export const override = defineOverride(() => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return guardEdit(write);
    if (write.recordAction) {
      await decide(client, write, await requestersOf(client, write));
      return;
    }
    if (write.action === 'update') guardEdit(write);
    const request = { ...write.before, ...write.values };
    await checkRequester(client, write, request.employeeId);
    const { rows: own } = await client.query('SELECT "overtime_allowed" AS "allowed" FROM "employee_settings" WHERE "employee_id" = $1', [request.employeeId]);
    if (own[0]?.allowed === false) throw badRequest(MESSAGES[write.locale].refused, { employeeId: MESSAGES[write.locale].notAllowed });
    const { rows } = await client.query('SELECT "basic_salary" AS "basic" FROM "employees" WHERE "id" = $1', [request.employeeId]);
    if (rows[0]) write.values.amount = Math.round((Number(rows[0].basic) * 100 * 1.5 * Number(request.hours)) / 240) / 100;
    if (write.action === 'create') await startApproval(client, write, 'overtime', 'hours');
  },
  recordActions: approvalActions(),
}));
