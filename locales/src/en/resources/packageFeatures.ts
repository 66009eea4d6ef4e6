import type { packageFeatures } from '@club/schema/resources/packageFeatures';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof packageFeatures>({
  name: 'Package feature |||| Package features',
  fields: { packageId: 'Package', position: 'Line', featureId: 'Feature', detail: 'In this package' },
});
