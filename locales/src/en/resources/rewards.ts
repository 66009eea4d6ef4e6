import type { rewards } from '@club/schema/resources/rewards';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof rewards>({
  name: 'Reward |||| Rewards',
  fields: {
    number: 'Number',
    employeeId: 'Employee',
    type: 'Type',
    date: 'Date',
    amount: 'Amount',
    reason: 'Reason',
  },
  enums: {
    type: { bonus: 'Bonus', thanksCertificate: 'Certificate of thanks', gift: 'Gift', extraLeave: 'Extra leave', promotionRecommendation: 'Promotion recommendation' },
  },
});
