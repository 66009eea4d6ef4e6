import type { inventoryCountLines } from '@club/schema/resources/inventoryCountLines';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof inventoryCountLines>({
  name: 'Counted asset |||| Counted assets',
  fields: {
    countId: 'Count',
    position: 'Line',
    assetId: 'Asset',
    result: 'Result',
    notes: 'Notes',
  },
  enums: {
    result: { pending: 'Not counted yet', found: 'Found', missing: 'Missing', damaged: 'Damaged' },
  },
});
