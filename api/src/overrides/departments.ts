import { defineOverride } from '../server-overrides/define';
import { wouldSitUnderItself } from './parts/tree';

// The organisation is a tree: a department's parent is never itself or one of its descendants.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    if (write.action !== 'update' || !write.values.parentId) return;
    if (await wouldSitUnderItself(client, 'departments', write.id, write.values.parentId)) throw rules.refuse(write, 'notUnderItself');
  },
}));
