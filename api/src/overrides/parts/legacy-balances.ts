import { LEGACY_BALANCE_FIELDS, type LeaveRequestType } from '@club/schema';
import type { PoolClient } from 'pg';
import type { Cause } from '../../crud/cause';
import type { Records } from '../../crud/records';

/**
 * The employee's own balance columns (annual, sick, emergency leave: the API's first shape, which
 * clients and screens read) kept as the sum of their balances of every type asked as that request
 * type, through the engine.
 */
export const syncLegacyBalance = async (records: Records, client: PoolClient, employeeId: unknown, requestType: unknown, cause: Cause): Promise<void> => {
  const field = LEGACY_BALANCE_FIELDS[requestType as LeaveRequestType];
  if (!field) return;
  const { rows } = await client.query<{ days: number | null }>(
    `SELECT sum(b."balance") AS "days" FROM "leave_balances" b JOIN "leave_types" t ON t."id" = b."leave_type_id"
      WHERE b."employee_id" = $1 AND t."request_type" = $2`,
    [employeeId, requestType],
  );
  await records.update('employees', String(employeeId), { [field]: rows[0]?.days ?? null }, cause);
};
