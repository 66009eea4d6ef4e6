import { defineOverride } from '../server-overrides/define';
import { checkRequester } from './parts/requesters';

// Overtime: allowed by the employee's own settings, one's own (without the grant), paid at the hourly wage and half again (art. 107): the
// basic salary ÷ 30 days ÷ the HR settings' working day (8 hours) × 1.5 × the hours, in halalas; it walks the overtime route (declared).
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    // A decision is the route's (the engine's); the request's own values are judged when made or edited.
    if (write.action === 'delete' || write.recordAction) return;
    const request = { ...write.before, ...write.values };
    await checkRequester(rules, client, write, request.employeeId);
    const { rows } = await client.query(
      `SELECT e."basic_salary" AS "basic", s."overtime_allowed" AS "allowed", coalesce((SELECT "daily_working_hours" FROM "hr_settings" LIMIT 1), 8) AS "dailyHours"
         FROM "employees" e LEFT JOIN "employee_settings" s ON s."employee_id" = e."id" WHERE e."id" = $1`,
      [request.employeeId],
    );
    if (rows[0]?.allowed === false) throw rules.refuse(write, 'overtimeAllowed');
    if (rows[0]) write.values.amount = Math.round((Number(rows[0].basic) * 100 * 1.5 * Number(request.hours)) / (30 * Number(rows[0].dailyHours))) / 100;
  },
}));
