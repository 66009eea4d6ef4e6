import { clubDay } from '@club/schema';
import { defineOverride } from '../server-overrides/define';

const todayInRiyadh = () => clubDay();

// A posting that is (or becomes) open closes today or later.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: (write) => {
    const { action, before, values } = write;
    if (action === 'delete') return;
    const posting = { ...before, ...values };
    // Back from the trash it is not opened: a closing date passed meanwhile does not keep it there.
    const opening = action !== 'restore' && posting.status === 'open' && (action === 'create' || before?.status !== 'open' || values.closingDate !== undefined);
    if (opening && posting.closingDate && (posting.closingDate as string) < todayInRiyadh()) {
      throw rules.refuse(write, 'closesTodayOrLater');
    }
  },
}));
