import type { features } from '@club/schema/resources/features';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof features>({
  name: 'Feature |||| Features',
  fields: { name: 'Name (English)', nameAr: 'Name (Arabic)', category: 'Category', description: 'Description', isActive: 'Offered' },
  enums: { category: { access: 'Access', training: 'Training', services: 'Services', discounts: 'Discounts', events: 'Events' } },
});
