import type { academyFees } from '@club/schema/resources/academyFees';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof academyFees>({
  name: 'Academy fee |||| Academy fees',
  fields: {
    ageGroupId: 'Age group',
    name: 'Name (English)',
    nameAr: 'Name (Arabic)',
    monthlyFee: 'Monthly fee (VAT included)',
    dueDay: 'Due on day of the month',
    isActive: 'In use',
  },
  rules: { oneActivePerGroup: 'The age group already has a fee in use: %{record}' },
});
