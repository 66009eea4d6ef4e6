import { defineResource, f } from '../index';

// What an hour of a place costs (booking rates): per place, weekday or weekend, between two times
// of day. A confirmed booking is priced hour by hour from the active rates of its place
// (api/src/overrides/facilityBookings.ts), the place's own hourly rate where none covers the hour.
export const facilityRates = defineResource({
  name: 'facilityRates',
  route: '/Facility/FacilityBookings/rates',
  menu: { group: 'facilities', icon: 'Payments', order: 11 },
  recordRepresentation: 'nameAr',
  fields: {
    facilityId: f.reference('facilities', { required: true }),
    name: f.text({ required: true, maxLength: 120, search: true }),
    nameAr: f.text({ required: true, maxLength: 120, search: true }),
    // Riyadh's weekend: Friday and Saturday.
    dayType: f.enum(['weekday', 'weekend'], { required: true, default: 'weekday' }),
    fromTime: f.time({ required: true }),
    toTime: f.time({ required: true }),
    hourlyRate: f.money({ required: true, min: 0, max: 100_000 }),
    isActive: f.boolean({ default: true }),
  },
  list: { columns: ['facilityId', 'nameAr', 'dayType', 'fromTime', 'toTime', 'hourlyRate', 'isActive'], sort: ['fromTime', 'ASC'] },
  filters: { facilityId: { alwaysOn: true }, dayType: { alwaysOn: true }, isActive: {} },
  checks: { endsAfterStart: { kind: 'after', field: 'toTime', than: 'fromTime' } },
});
