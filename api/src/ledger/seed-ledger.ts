import { jobCause, type Cause } from '../crud/cause';
import type { Records } from '../crud/records';
import { SAUDI_CLUB_CHART, SEEDED_PURPOSES } from './saudi-chart';

/**
 * The account of the seeded chart with this code in a chart the accountant keeps: theirs when it
 * holds the code, else added under its heading when the chart has that heading (a purpose added
 * since the chart was seeded, a payroll's), else none.
 */
const accountOfCode = async (records: Records, code: string, cause: Cause): Promise<string | undefined> => {
  const [found] = await records.find('accounts', { code });
  if (found) return String(found.id);
  const seeded = SAUDI_CLUB_CHART.find(([candidate]) => candidate === code);
  if (!seeded) return undefined;
  const [, name, nameAr, parent] = seeded;
  const [heading] = parent ? await records.find('accounts', { code: parent, isPosting: false }) : [];
  if (parent && !heading) return undefined;
  return String((await records.create('accounts', { code, name, nameAr, parentId: heading?.id ?? null, isPosting: true, isActive: true }, cause)).id);
};

/**
 * A club with no chart of accounts gets the seeded one, and each posting purpose its account in
 * it, through the engine (each account's own rules and audit entry, as the system). A chart the
 * accountant has is left as it is; a purpose it has no account for yet (one added by a later
 * version) is mapped to the seeded chart's account for it, added where the chart lacks it.
 */
export const seedLedger = async (records: Records): Promise<number> => {
  const cause = jobCause('accounts', 'seed');
  const ids = new Map<string, string>();
  if ((await records.find('accounts', {}, { limit: 1 })).length === 0) {
    for (const [code, name, nameAr, parent, heading] of SAUDI_CLUB_CHART) {
      const account = await records.create('accounts', { code, name, nameAr, parentId: parent ? ids.get(parent) : null, isPosting: heading !== 'heading', isActive: true }, cause);
      ids.set(code, String(account.id));
    }
  }
  for (const mapping of await records.find('postingAccounts', { accountId: null })) {
    const code = SEEDED_PURPOSES[mapping.purpose as keyof typeof SEEDED_PURPOSES];
    const accountId = code ? (ids.get(code) ?? (await accountOfCode(records, code, cause))) : undefined;
    if (accountId) await records.update('postingAccounts', String(mapping.id), { accountId }, cause);
  }
  return ids.size;
};
