import { defineOverride } from '../server-overrides/define';

/** Whole years from the hire date to today. */
const yearsSince = (date: string): number => {
  const hired = new Date(`${date}T00:00:00Z`);
  const today = new Date();
  let years = today.getUTCFullYear() - hired.getUTCFullYear();
  if (today.getUTCMonth() < hired.getUTCMonth() || (today.getUTCMonth() === hired.getUTCMonth() && today.getUTCDate() < hired.getUTCDate())) years -= 1;
  return years;
};

// Employees: a position holds no more employees in post than its headcount (declared), and its
// department is the employee's; one reports to the department's manager unless another is named;
// the leave balances open from the HR settings (30 days of annual leave after five years, art. 109).
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
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
    if (write.action === 'create') {
      const { rows } = await client.query('SELECT * FROM "hr_settings" LIMIT 1');
      const settings = rows[0] ?? { annual_leave_days: 21, annual_leave_days_after_five_years: 30, sick_leave_days: 30, emergency_leave_days: 5 };
      const annual = yearsSince(employee.hireDate as string) >= 5 ? settings.annual_leave_days_after_five_years : settings.annual_leave_days;
      Object.assign(write.values, { annualLeaveBalance: annual, sickLeaveBalance: settings.sick_leave_days, emergencyLeaveBalance: settings.emergency_leave_days });
    }
  },
}));
