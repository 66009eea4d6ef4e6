import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; salvage: string }> = {
  en: { refused: 'The asset cannot be saved this way', salvage: 'The salvage value is at most what the asset cost' },
  ar: { refused: 'لا يمكن حفظ الأصل بهذه الطريقة', salvage: 'لا تزيد القيمة التخريدية على تكلفة الأصل' },
};

// The book value is the cost less the depreciation posted so far (depreciations.ts: a run's
// posting, the one write that gives the accumulated depreciation); a corrected cost moves it with it.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, locale, cause }) => {
    if (action === 'delete') return;
    const asset = { ...before, ...values };
    if (asset.salvageValue !== null && asset.salvageValue !== undefined && asset.value !== null && asset.value !== undefined && Number(asset.salvageValue) > Number(asset.value)) {
      throw badRequest(MESSAGES[locale].refused, { salvageValue: MESSAGES[locale].salvage });
    }
    const posted = cause?.resource === 'depreciations' && values.accumulatedDepreciation !== undefined && values.accumulatedDepreciation !== null;
    const accumulated = Number(posted ? values.accumulatedDepreciation : (before?.accumulatedDepreciation ?? 0));
    values.accumulatedDepreciation = accumulated;
    values.bookValue = asset.value === null || asset.value === undefined ? null : Math.round((Number(asset.value) - accumulated) * 100) / 100;
  },
}));
