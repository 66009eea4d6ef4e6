import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';

// Reading a notification marks it read, once (the first time stays): only its own user's reading
// counts; anyone else who may see it (the grant's holders) leaves it unread.
export const override = defineOverride(({ records }) => ({
  recordActions: {
    read: {
      run: async ({ resource, id, actor, reader, locale }, crud) => {
        // Not found for whoever may not see it.
        const record = await crud.getOne(resource, id, locale, reader);
        if (record.userId !== actor?.id || record.readAt) return record;
        // Locked and checked again: the first reading stays.
        const cause = causeOf({ resource, id, action: 'read', actor, locale });
        await crud.together(() => records.updateWhere(resource, { id, readAt: null }, { readAt: new Date() }, cause));
        return crud.getOne(resource, id, locale, reader);
      },
    },
  },
}));
