import { defineOverride } from '../server-overrides/define';
import { halalasOrZero } from './parts/money';

/** GOSI: a Saudi employee pays 9.75 % of the basic wage and housing, on at most SAR 45,000 a month. */
const GOSI_RATE = 0.0975;
const GOSI_CEILING = 45_000;

// A month's payroll notification, computed from the month's records: the pay, the rewards and
// penalties dated in it, the days of approved unpaid leave falling in it (a day's wage each, ÷ 30),
// GOSI for Saudis, and the net, which never goes below zero. One per employee and month (declared);
// an issued one is final.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    if (write.before?.status === 'issued') throw rules.refuse(write, 'issuedIsFinal', {}, 409);
    if (write.action === 'delete') return;
    const notice = { ...write.before, ...write.values };
    const month = String(notice.month);
    const first = `${month}-01`;
    // The month's last day, from its first (a parameter).
    const last = `($2::date + interval '1 month' - interval '1 day')::date`;
    const { rows } = await client.query(
      `SELECT e."basic_salary" AS "basic", e."housing_allowance" AS "housing", coalesce(e."transport_allowance", 0) + coalesce(e."other_allowances", 0) AS "others", e."nationality",
              (SELECT coalesce(sum(r."amount"), 0) FROM "rewards" r WHERE r."employee_id" = e."id" AND r."date" BETWEEN $2::date AND ${last}) AS "rewards",
              (SELECT coalesce(sum(p."deduction_amount"), 0) FROM "penalties" p WHERE p."employee_id" = e."id" AND p."date" BETWEEN $2::date AND ${last}) AS "penalties",
              (SELECT coalesce(sum(least(q."end_date", ${last}) - greatest(q."start_date", $2::date) + 1), 0) FROM "employee_requests" q
                WHERE q."employee_id" = e."id" AND q."type" = 'unpaidLeave' AND q."status" = 'approved' AND q."start_date" <= ${last} AND q."end_date" >= $2::date) AS "unpaidDays"
         FROM "employees" e WHERE e."id" = $1`,
      [notice.employeeId, first],
    );
    const pay = rows[0];
    if (!pay) return; // the reference check answers it
    const basic = halalasOrZero(pay.basic);
    const allowances = halalasOrZero(pay.housing) + halalasOrZero(pay.others);
    const unpaidDays = Number(pay.unpaidDays);
    const unpaid = Math.round(((basic + allowances) * unpaidDays) / 30);
    const gosi = pay.nationality === 'saudi' ? Math.round(Math.min(basic + halalasOrZero(pay.housing), GOSI_CEILING * 100) * GOSI_RATE) : 0;
    const net = basic + allowances + halalasOrZero(pay.rewards) + halalasOrZero(notice.otherAdditions) - halalasOrZero(pay.penalties) - unpaid - gosi - halalasOrZero(notice.otherDeductions);
    if (net < 0) throw rules.refuse(write, 'netNotNegative');
    Object.assign(write.values, {
      basicSalary: basic / 100,
      allowances: allowances / 100,
      rewardsTotal: halalasOrZero(pay.rewards) / 100,
      penaltiesTotal: halalasOrZero(pay.penalties) / 100,
      unpaidLeaveDays: unpaidDays,
      unpaidLeaveDeduction: unpaid / 100,
      gosiDeduction: gosi / 100,
      netPay: net / 100,
    });
  },
}));
