import { defineOverride } from '../server-overrides/define';

// Pages: relabelled or switched off by administrators; the guard's cached pages are dropped in
// the transaction and again once it committed, so the change applies at once.
export const override = defineOverride(({ permissions }) => ({
  afterWrite: () => permissions.forget(),
  afterCommit: () => permissions.forget(),
}));
