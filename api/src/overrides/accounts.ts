import { ACCOUNT_TYPES } from '@club/schema';
import { defineOverride } from '../server-overrides/define';
import { wouldSitUnderItself } from './parts/tree';

// An account's type is its code's first digit (1 assets … 5 expenses), the same as its heading's;
// the chart is a tree, never under itself; an account with entries keeps its code and stays
// (deactivated rather than deleted), so the ledger always names what it posted to.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, id, before, values } = write;
    const hasEntries = async () => id !== undefined && (await records.find('journalLines', { accountId: id }, { limit: 1 })).length > 0;
    if (action === 'delete') {
      if (await hasEntries()) throw rules.refuse(write, 'keptWithEntries', {}, 409);
      return;
    }
    if (action === 'restore') return;
    const account = { ...before, ...values };
    values.type = ACCOUNT_TYPES[Number(String(account.code)[0]) - 1];
    if (before && values.code !== undefined && values.code !== before.code && (await hasEntries())) throw rules.refuse(write, 'keptWithEntries', {}, 409);
    if (!account.parentId) return;
    const [parent] = await records.find('accounts', { id: account.parentId });
    if (parent && parent.type !== values.type) throw rules.refuse(write, 'sameTypeAsParent', {}, 400);
    if (action === 'update' && (await wouldSitUnderItself(client, 'accounts', id, account.parentId))) throw rules.refuse(write, 'notUnderItself');
  },
}));
