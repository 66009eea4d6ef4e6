import { jobCause } from '../crud/cause';
import type { Records } from '../crud/records';
import { SAUDI_CLUB_CHART, SEEDED_PURPOSES } from './saudi-chart';

/**
 * A club with no chart of accounts gets the seeded one, and each posting purpose its account in
 * it, through the engine (each account's own rules and audit entry, as the system). A chart the
 * accountant has is left as it is.
 */
export const seedLedger = async (records: Records): Promise<number> => {
  if ((await records.find('accounts', {}, { limit: 1 })).length > 0) return 0;
  const cause = jobCause('accounts', 'seed');
  const ids = new Map<string, string>();
  for (const [code, name, nameAr, parent, heading] of SAUDI_CLUB_CHART) {
    const account = await records.create('accounts', { code, name, nameAr, parentId: parent ? ids.get(parent) : null, isPosting: heading !== 'heading', isActive: true }, cause);
    ids.set(code, String(account.id));
  }
  for (const mapping of await records.find('postingAccounts', { accountId: null })) {
    const code = SEEDED_PURPOSES[mapping.purpose as keyof typeof SEEDED_PURPOSES];
    if (code) await records.update('postingAccounts', String(mapping.id), { accountId: ids.get(code) }, cause);
  }
  return SAUDI_CLUB_CHART.length;
};
