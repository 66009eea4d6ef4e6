import { defineOverride } from '../server-overrides/define';

// A follow-up is done once, with the time it was done; done or cancelled, it stays so.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: (write) => {
    const { action, before, values } = write;
    if (action === 'delete') return;
    const status = (values.status ?? before?.status) as string;
    if (before && before.status !== 'open' && status !== before.status) throw rules.refuse(write, 'doneIsFinal', {}, 409);
    if (status === 'done' && before?.status !== 'done') values.doneAt = new Date().toISOString();
    if (status !== 'done') values.doneAt = null;
  },
}));
