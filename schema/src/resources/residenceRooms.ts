import { defineResource, f, GENDERS } from '../index';

// The rooms of the players' housing (SPEC §2 /Facility/ResidenceRooms): a room of a housing
// building, for boys or girls, with its beds; the beds taken follow the room assignments, and a
// room is full when every bed is.
export const residenceRooms = defineResource({
  name: 'residenceRooms',
  route: '/Facility/ResidenceRooms',
  menu: { group: 'facilities', icon: 'Bed', order: 20 },
  recordRepresentation: 'roomNumber',
  fields: {
    facilityId: f.reference('facilities', { required: true }),
    roomNumber: f.text({ required: true, maxLength: 20, search: true }),
    floor: f.integer({ min: -2, max: 50 }),
    beds: f.integer({ required: true, min: 1, max: 12, default: 2 }),
    gender: f.enum(GENDERS, { required: true }),
    status: f.enum(['inService', 'maintenance', 'closed'], { required: true, default: 'inService' }),
    // Derived from the current assignments.
    occupiedBeds: f.integer({ readOnly: true }),
    freeBeds: f.integer({ readOnly: true }),
    amenities: f.multiEnum(['privateBathroom', 'desk', 'wardrobe', 'airConditioning', 'balcony']),
    notes: f.longText({ maxLength: 1000 }),
  },
  uniqueTogether: [['facilityId', 'roomNumber']],
  list: { columns: ['roomNumber', 'facilityId', 'floor', 'gender', 'beds', 'occupiedBeds', 'freeBeds', 'status'], sort: ['roomNumber', 'ASC'] },
  filters: { facilityId: { alwaysOn: true }, gender: { alwaysOn: true }, status: {}, freeBeds: { ops: ['gte'] } },
  checks: {
    inHousing: { kind: 'refersTo', field: 'facilityId', where: { type: ['residence'] } },
    bedsForOccupants: { kind: 'override', field: 'beds' },
  },
});
