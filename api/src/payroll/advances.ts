import type { Cause } from '../crud/cause';
import type { Records } from '../crud/records';
import { halalasOrZero } from '../overrides/parts/money';
import type { OpenAdvance } from './month-records';

/** An advance's monthly instalment in halalas: its amount over its instalments, rounded up, never more than what is left (the last one). */
export const instalmentOf = (advance: OpenAdvance): number => Math.min(Math.ceil(advance.amount / Math.max(advance.instalments, 1)), advance.amount - advance.recovered);

/** What a month's payroll recovers of an employee's open advances, oldest first. */
export const instalmentsOf = (advances: readonly OpenAdvance[] = []): number => advances.reduce((sum, advance) => sum + instalmentOf(advance), 0);

/**
 * A locked payslip's advance instalment recorded on the advances it recovers (the request's
 * `recoveredAmount`, through the engine, naming the run's locking), oldest approved first, each up
 * to its own instalment: what the payroll computed them from.
 */
export const recordRecovery = async (records: Records, employeeId: string, instalment: number, cause: Cause): Promise<void> => {
  let left = instalment;
  const advances = await records.find('employeeRequests', { employeeId, type: 'salaryAdvance', status: 'approved' }, { orderBy: ['decidedAt', 'ASC'], lock: true });
  for (const row of advances) {
    if (left <= 0) return;
    const advance: OpenAdvance = { id: String(row.id), employeeId, amount: halalasOrZero(row.amount), instalments: Number(row.instalments ?? 1), recovered: halalasOrZero(row.recoveredAmount) };
    if (advance.recovered >= advance.amount) continue;
    const taken = Math.min(instalmentOf(advance), left);
    await records.update('employeeRequests', advance.id, { recoveredAmount: (advance.recovered + taken) / 100 }, cause);
    left -= taken;
  }
};
