import { defineOverride } from '../server-overrides/define';

// A booking's rules are declared in its schema (its moves, dates, the place's capacity and hours);
// what stays here: a booking made by a signed-in person is theirs unless it says otherwise.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, values, actor }) => {
    if (action === 'create' && values.requesterId === undefined) values.requesterId = actor?.id ?? null;
  },
}));
