import type { leavePayTiers } from '@club/schema/resources/leavePayTiers';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof leavePayTiers>({
  name: 'Pay tier |||| Pay tiers',
  fields: {
    leaveTypeId: 'Leave type',
    position: 'Order',
    days: 'Days',
    payPercent: 'Pay (%)',
  },
});
