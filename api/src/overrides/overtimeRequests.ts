import type { Locale } from '../i18n/messages';
import { badRequest } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';
import { approvableRequest, approvalActions } from './parts/approvals';
import { checkRequester } from './parts/requesters';

const MESSAGES: Record<Locale, { refused: string; notAllowed: string }> = {
  en: { refused: 'The overtime cannot be requested this way', notAllowed: "The employee's settings do not allow overtime" },
  ar: { refused: 'لا يمكن طلب العمل الإضافي بهذه الطريقة', notAllowed: 'إعدادات الموظف لا تسمح بالعمل الإضافي' },
};

// Overtime: allowed by the employee's own settings, one's own (without the grant), paid at the hourly wage and half again (art. 107): the
// basic salary ÷ 30 days ÷ 8 hours × 1.5 × the hours, in halalas; it walks the overtime route.
export const override = defineOverride(() => ({
  beforeWrite: approvableRequest({
    requestType: () => 'overtime',
    typeField: 'hours',
    check: async (write, client, request) => {
      await checkRequester(client, write, request.employeeId);
      const { rows } = await client.query('SELECT e."basic_salary" AS "basic", s."overtime_allowed" AS "allowed" FROM "employees" e LEFT JOIN "employee_settings" s ON s."employee_id" = e."id" WHERE e."id" = $1', [request.employeeId]);
      if (rows[0]?.allowed === false) throw badRequest(MESSAGES[write.locale].refused, { employeeId: MESSAGES[write.locale].notAllowed });
      if (rows[0]) write.values.amount = Math.round((Number(rows[0].basic) * 100 * 1.5 * Number(request.hours)) / 240) / 100;
    },
  }),
  recordActions: approvalActions(),
}));
