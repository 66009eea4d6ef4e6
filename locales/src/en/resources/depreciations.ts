import type { depreciations } from '@club/schema/resources/depreciations';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof depreciations>({
  name: 'Depreciation run |||| Depreciation runs',
  fields: {
    number: 'Run number',
    period: 'Month (YYYY-MM)',
    status: 'Status',
    assetCount: 'Assets',
    totalAmount: 'Depreciation',
    postedById: 'Posted by',
    postedAt: 'Posted at',
    notes: 'Notes',
  },
  enums: {
    status: { draft: 'Draft: not posted', posted: 'Posted' },
  },
  actions: {
    post: 'Post',
  },
  rules: {
    onlyDraftDeleted: 'Only a draft run is deleted',
    postedUnchanged: 'A posted run is never changed',
    monthBegun: 'A month is depreciated once it has begun',
    monthOnce: 'This month is already posted (%{number})',
    monthsInOrder: 'Months are posted in order: %{period} is posted already',
  },
});
