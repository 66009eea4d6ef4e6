import type { depreciationLog } from '@club/schema/resources/depreciationLog';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof depreciationLog>({
  name: 'Depreciation entry |||| Depreciation log',
  fields: {
    runId: 'Run',
    assetId: 'Asset',
    period: 'Month',
    method: 'Method',
    openingBookValue: 'Book value before',
    amount: 'Depreciation',
    closingBookValue: 'Book value after',
    accumulatedDepreciation: 'Accumulated depreciation',
  },
  enums: {
    method: { straightLine: 'Straight line', decliningBalance: 'Declining balance' },
  },
});
