import { defineOverride } from '../server-overrides/define';

// A checkup is dated today or earlier; a fit verdict holds until a later day, with its
// restrictions named when it has some (declared); an unfit verdict holds no validity: it is
// cleared before the rules judge it.
export const override = defineOverride(() => ({
  prepare: ({ action, before, values }) => {
    if (action !== 'delete' && { ...before, ...values }.result === 'unfit') values.validUntil = null;
  },
}));
