import { defineOverride } from '../server-overrides/define';

// Three different prefixes, so that two directions never number a letter alike.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: (write) => {
    if (write.action === 'delete') return;
    const settings = { ...write.before, ...write.values };
    const prefixes = [settings.incomingPrefix, settings.outgoingPrefix, settings.internalPrefix];
    if (new Set(prefixes).size < prefixes.length) {
      const field = settings.outgoingPrefix === settings.incomingPrefix ? 'outgoingPrefix' : 'internalPrefix';
      throw rules.refuse(write, 'distinctPrefixes', {}, 400, [field]);
    }
  },
}));
