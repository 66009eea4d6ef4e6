import type { PoolClient } from 'pg';
import type { PendingWrite } from '../../crud/crud.service';
import type { RuleRefusals } from '../../rules/refusals';

/**
 * One without the `allEmployeeRequests` grant asks only for themselves (the employee whose account
 * they are); that the employee is active is declared (schema/src/approvals.ts: requesterChecks,
 * judged by the engine), the words of both are locales' `requesterRules`. The
 * employee's row is locked, so two requests of one employee at once take turns for the checks that
 * follow; it is returned with the other columns the caller asks for (`{ balance: 'annual_leave_balance' }`),
 * or undefined when there is no such employee (the reference check answers that).
 */
export const checkRequester = async (
  rules: RuleRefusals,
  client: PoolClient,
  write: PendingWrite,
  employeeId: unknown,
  columns: Readonly<Record<string, string>> = {},
): Promise<Record<string, unknown> | undefined> => {
  const more = Object.entries(columns).map(([alias, column]) => `, "${column}" AS "${alias}"`).join('');
  const { rows } = await client.query(`SELECT "user_id" AS "userId"${more} FROM "employees" WHERE "id" = $1 FOR NO KEY UPDATE`, [employeeId]);
  const employee = rows[0] as ({ userId: string | null } & Record<string, unknown>) | undefined;
  if (!employee) return undefined;
  if (write.reader && !write.reader.holds('allEmployeeRequests') && employee.userId !== write.actor?.id) throw rules.refuse(write, 'requestsForSelf');
  return employee;
};
