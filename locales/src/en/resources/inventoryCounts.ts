import type { inventoryCounts } from '@club/schema/resources/inventoryCounts';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof inventoryCounts>({
  name: 'Asset count |||| Asset inventory',
  fields: {
    number: 'Count number',
    location: 'Location',
    countedOn: 'Counted on',
    countedById: 'Counted by',
    status: 'Status',
    expectedCount: 'Expected',
    foundCount: 'Found',
    missingCount: 'Missing',
    damagedCount: 'Damaged',
    notes: 'Notes',
  },
  enums: {
    status: { open: 'Open', completed: 'Completed' },
  },
  rules: {
    completedUnchanged: 'A completed count keeps what was counted: only its notes change',
    assetsAtLocation: 'No asset is expected at this location',
    everyAssetDecided: 'Say of every asset whether it was found, missing or damaged before completing the count',
  },
});
