import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';

// A type taken out of use takes its sub-types with it.
export const override = defineOverride(({ records }) => ({
  afterWrite: async (event) => {
    const { action, after, changed } = event;
    if (action !== 'update' || !changed.includes('isActive') || after?.isActive) return;
    await records.updateWhere('orderSubTypes', { typeId: event.id, isActive: true }, { isActive: false }, causeOf(event));
  },
}));
