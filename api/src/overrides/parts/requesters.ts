import type { PoolClient } from 'pg';
import type { PendingWrite } from '../../crud/crud.service';
import { badRequest } from '../../crud/errors';
import type { Locale } from '../../i18n/messages';

const MESSAGES: Record<Locale, { refused: string; notOwn: string; notWorking: string }> = {
  en: { refused: 'The request cannot be made this way', notOwn: 'You may make requests only for yourself', notWorking: 'Only an active employee makes requests' },
  ar: { refused: 'لا يمكن تقديم الطلب بهذه الطريقة', notOwn: 'لا تقدّم الطلبات إلا لنفسك', notWorking: 'لا يقدّم الطلبات إلا موظف على رأس العمل' },
};

/**
 * An HR request is for an active employee, and one without the `allEmployeeRequests` grant asks
 * only for themselves (the employee whose account they are). The employee's row is locked, so two
 * requests of one employee at once take turns for the checks that follow; it is returned with the
 * other columns the caller asks for (`{ balance: 'annual_leave_balance' }`), or undefined when
 * there is no such employee (the reference check answers that).
 */
export const checkRequester = async (
  client: PoolClient,
  write: PendingWrite,
  employeeId: unknown,
  columns: Readonly<Record<string, string>> = {},
): Promise<Record<string, unknown> | undefined> => {
  const m = MESSAGES[write.locale];
  const more = Object.entries(columns).map(([alias, column]) => `, "${column}" AS "${alias}"`).join('');
  const { rows } = await client.query(`SELECT "user_id" AS "userId", "status"${more} FROM "employees" WHERE "id" = $1 FOR NO KEY UPDATE`, [employeeId]);
  const employee = rows[0] as ({ userId: string | null; status: string } & Record<string, unknown>) | undefined;
  if (!employee) return undefined;
  if (write.reader && !write.reader.holds('allEmployeeRequests') && employee.userId !== write.actor?.id) throw badRequest(m.refused, { employeeId: m.notOwn });
  if (employee.status !== 'active') throw badRequest(m.refused, { employeeId: m.notWorking });
  return employee;
};

/** The accounts a request is from: who made it and the employee's own. */
export const requestersOf = async (client: PoolClient, write: PendingWrite): Promise<unknown[]> => {
  const { rows } = await client.query('SELECT "user_id" FROM "employees" WHERE "id" = $1', [write.before!.employeeId]);
  return [write.before!.requesterId, rows[0]?.user_id].filter(Boolean);
};
