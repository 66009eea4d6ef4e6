import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';
import { syncLegacyBalance } from './parts/legacy-balances';

// Leave types (what each is and how it is given: declared). What stays: the long-service tier is
// both its years and its days, or neither; a type asked as another request type moves its
// balances to the employees' columns of that one.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: (write) => {
    if (write.action === 'delete') return;
    const type = { ...write.before, ...write.values };
    if ((type.longServiceYears == null) !== (type.longServiceDaysPerYear == null)) throw rules.refuse(write, 'longServiceTogether');
  },
  afterWrite: async (event, client) => {
    if (event.action !== 'update' || !event.changed.includes('requestType')) return;
    for (const balance of await records.find('leaveBalances', { leaveTypeId: event.id })) {
      for (const requestType of [event.before?.requestType, event.after?.requestType]) await syncLegacyBalance(records, client, balance.employeeId, requestType, causeOf(event));
    }
  },
}));
