import type { busRoutes } from '@club/schema/resources/busRoutes';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof busRoutes>({
  name: 'Bus route |||| Bus routes',
  fields: {
    code: 'Code',
    name: 'Name',
    nameAr: 'Arabic name',
    origin: 'From',
    destination: 'To',
    distanceKm: 'Distance (km)',
    isActive: 'Active',
    notes: 'Notes',
  },
  rules: {
    stopsInOrder: '%{stop} is reached after %{previous}: its time comes later',
  },
});
