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
});
