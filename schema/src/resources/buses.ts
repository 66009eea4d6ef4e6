import { defineResource, f } from '../index';

// The club's fleet (SPEC §2 /Buses): each bus with its Saudi plate, seats, regular driver and the
// asset it is registered as. Its insurance and registration (istimara) expiries are announced to
// the fleet supervisor 30 days ahead, once per expiry date; its odometer follows completed trips.
export const buses = defineResource({
  name: 'buses',
  route: '/Buses',
  menu: { group: 'internalOps', icon: 'DirectionsBus', order: 40 },
  recordRepresentation: ['busNumber', 'plateNumber'],
  fields: {
    busNumber: f.text({ required: true, unique: true, maxLength: 20, search: true }),
    // A Saudi plate in Latin letters: up to four digits and three of the 17 letters plates use.
    plateNumber: f.text({ required: true, unique: true, maxLength: 8, pattern: '^[0-9]{1,4} [ABDEGHJKLNRSTUVXZ]{3}$', search: true }),
    make: f.text({ maxLength: 60 }),
    model: f.text({ required: true, maxLength: 60, search: true }),
    year: f.integer({ required: true, min: 1990, max: 2100, grouping: false }),
    capacity: f.integer({ required: true, min: 1, max: 90 }),
    type: f.enum(['bus', 'coaster', 'miniBus', 'van'], { required: true, default: 'bus' }),
    driverId: f.reference('drivers'),
    assetId: f.reference('assets'),
    supervisorId: f.reference('users'),
    status: f.enum(['active', 'inMaintenance', 'outOfService'], { required: true, default: 'active' }),
    insuranceExpiry: f.date({ required: true, hijri: true }),
    registrationExpiry: f.date({ required: true, hijri: true }),
    // The expiry dates already announced (a new date is announced afresh).
    insuranceRemindedFor: f.date({ readOnly: true }),
    registrationRemindedFor: f.date({ readOnly: true }),
    odometerKm: f.integer({ readOnly: true, min: 0 }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['busNumber', 'plateNumber', 'model', 'capacity', 'type', 'driverId', 'insuranceExpiry', 'registrationExpiry', 'status'], sort: ['busNumber', 'ASC'] },
  filters: { status: { alwaysOn: true }, type: {}, driverId: {}, insuranceExpiry: { ops: ['gte', 'lte'] }, registrationExpiry: { ops: ['gte', 'lte'] } },
});
