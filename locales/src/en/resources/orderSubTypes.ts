import type { orderSubTypes } from '@club/schema/resources/orderSubTypes';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof orderSubTypes>({
  name: 'Request sub-type |||| Request sub-types',
  fields: { typeId: 'Type', code: 'Code', name: 'Name (English)', nameAr: 'Name (Arabic)', isActive: 'In use' },
});
