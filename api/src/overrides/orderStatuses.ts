import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';

// A unit's request steps: at most one is where new requests start (choosing another releases it,
// under a lock on the unit so two at once agree), and that one never closes a request.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, id, before, values } = write;
    if (action === 'delete') return;
    const status = { ...before, ...values };
    if (status.isInitial && status.isFinal) throw rules.refuse(write, 'initialNotFinal');
    if (!status.isInitial) return;
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`orderStatuses:${String(status.domain)}`]);
    await records.updateWhere('orderStatuses', { domain: status.domain, isInitial: true, ...(id ? { id_neq: id } : {}) }, { isInitial: false }, causeOf(write));
  },
}));
