import { defineOverride } from '../server-overrides/define';

// The book value (its salvage value at most its cost: declared) is the cost less the depreciation
// posted so far (depreciations.ts: a run's posting, the one write that gives the accumulated depreciation); a corrected cost moves it with it.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, cause }) => {
    if (action === 'delete') return;
    const asset = { ...before, ...values };
    const posted = cause?.resource === 'depreciations' && values.accumulatedDepreciation !== undefined && values.accumulatedDepreciation !== null;
    const accumulated = Number(posted ? values.accumulatedDepreciation : (before?.accumulatedDepreciation ?? 0));
    values.accumulatedDepreciation = accumulated;
    values.bookValue = asset.value === null || asset.value === undefined ? null : Math.round((Number(asset.value) - accumulated) * 100) / 100;
  },
}));
