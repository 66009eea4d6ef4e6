import type { orderSubTypes } from '@club/schema/resources/orderSubTypes';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof orderSubTypes>({
  name: 'Request sub-type |||| Request sub-types',
  fields: { typeId: 'Type', code: 'Code', name: 'Name (English)', nameAr: 'Name (Arabic)', isActive: 'In use' },
  rules: {
    activeUnderActiveType: 'The type is not in use: a sub-type under it cannot be active',
  },
});
