import type { facilityRates } from '@club/schema/resources/facilityRates';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof facilityRates>({
  name: 'Booking rate |||| Booking rates',
  fields: {
    facilityId: 'Place',
    name: 'Name (English)',
    nameAr: 'Name (Arabic)',
    dayType: 'Days',
    fromTime: 'From',
    toTime: 'Until',
    hourlyRate: 'Hourly rate (VAT included)',
    isActive: 'In use',
  },
  enums: {
    dayType: { weekday: 'Sunday to Thursday', weekend: 'Friday and Saturday' },
  },
  rules: { endsAfterStart: 'The rate ends after it starts' },
});
