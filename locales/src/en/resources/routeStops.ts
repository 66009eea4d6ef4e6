import type { routeStops } from '@club/schema/resources/routeStops';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof routeStops>({
  name: 'Route stop |||| Route stops',
  fields: {
    routeId: 'Route',
    position: 'Order',
    name: 'Stop',
    nameAr: 'Arabic name',
    scheduledTime: 'Scheduled time',
    landmark: 'Landmark',
  },
});
