import type { packageFeatures } from '@club/schema/resources/packageFeatures';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof packageFeatures>({
  name: 'مزايا الباقات |||| ميزة باقة |||| مزايا الباقات |||| مزايا باقات |||| ميزةً |||| ميزة',
  fields: { packageId: 'الباقة', position: 'السطر', featureId: 'الميزة', detail: 'في هذه الباقة' },
});
