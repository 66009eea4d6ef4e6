import { defineOverride } from '../server-overrides/define';

// Penalties: the occurrence counted from the employee's same violations in the 180 days before; a
// deduction in days of wage (the day's wage from the actual monthly wage ÷ 30), never more than five
// days in one month, under concurrent writes too (the employee's row is locked).
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    const penalty = { ...write.before, ...write.values };
    const days = penalty.action === 'deduction' ? Number(penalty.deductionDays ?? 0) : 0;
    if (penalty.action === 'deduction' && days <= 0) throw rules.refuse(write, 'deductionDays');
    write.values.deductionDays = days;
    const { rows } = await client.query(
      'SELECT coalesce("basic_salary", 0) + coalesce("housing_allowance", 0) + coalesce("transport_allowance", 0) + coalesce("other_allowances", 0) AS "wage" FROM "employees" WHERE "id" = $1 FOR NO KEY UPDATE',
      [penalty.employeeId],
    );
    if (!rows[0]) return;
    const month = String(penalty.date).slice(0, 7);
    const { rows: taken } = await client.query(
      `SELECT coalesce(sum("deduction_days"), 0) AS "days" FROM "penalties" WHERE "employee_id" = $1 AND to_char("date", 'YYYY-MM') = $2 AND "id" IS DISTINCT FROM $3`,
      [penalty.employeeId, month, write.id ?? null],
    );
    const left = 5 - Number(taken[0].days);
    if (days > left) throw rules.refuse(write, 'fiveDaysAMonth', { left: Math.max(left, 0) }, 409);
    write.values.deductionAmount = Math.round((Number(rows[0].wage) * 100 * days) / 30) / 100;
    const { rows: before } = await client.query(
      `SELECT count(*)::int AS "count" FROM "penalties" WHERE "employee_id" = $1 AND "violation" = $2 AND "date" < $3 AND "date" >= $3::date - 180 AND "id" IS DISTINCT FROM $4`,
      [penalty.employeeId, penalty.violation, penalty.date, write.id ?? null],
    );
    write.values.occurrence = before[0].count + 1;
  },
}));
