import { defineResource, f } from '../index';

export const facilities = defineResource({
  name: 'facilities',
  route: '/facilities',
  menu: { group: 'facilities', icon: 'Stadium' },
  // The places of SPEC §2's facility screens: each path lists its kind of place and makes new ones of it.
  alsoAt: [
    { route: '/Facility/FacilitySettings/StadiumsManages', view: 'stadiums', preset: { type: ['stadium', 'trainingPitch'] }, menu: { group: 'facilities', icon: 'SportsSoccer', order: 1 } },
    { route: '/Facility/HallsManages', view: 'halls', preset: { type: ['hall', 'gym', 'court', 'pool'] }, menu: { group: 'facilities', icon: 'MeetingRoom', order: 2 } },
    { route: '/Facility/HousingManages', view: 'housing', preset: { type: 'residence' } },
    { route: '/Facility/Housing/Housing', view: 'housing', preset: { type: 'residence' }, menu: { group: 'facilities', icon: 'Apartment', order: 3 } },
    { route: '/Facility/Camps/Camps', view: 'camps', preset: { type: 'camp' }, menu: { group: 'facilities', icon: 'Cabin', order: 4 } },
  ],
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 160, search: true }),
    type: f.enum(['stadium', 'trainingPitch', 'hall', 'gym', 'pool', 'court', 'residence', 'clinic', 'camp'], { required: true }),
    status: f.enum(['available', 'booked', 'underMaintenance', 'closed'], { required: true, default: 'available' }),
    capacity: f.integer({ min: 0, max: 200_000 }),
    surface: f.enum(['naturalGrass', 'artificialTurf', 'hardwood', 'synthetic', 'sand', 'none']),
    location: f.text({ maxLength: 200, search: true }),
    bookingDate: f.date(),
    assignedTo: f.text({ maxLength: 160 }),
    hourlyRate: f.money({ min: 0, max: 1_000_000 }),
    lighting: f.boolean({ default: false }),
    areaSqm: f.decimal({ min: 0, max: 1_000_000 }),
    opensAt: f.time(),
    closesAt: f.time(),
    amenities: f.multiEnum(['changingRooms', 'showers', 'parking', 'spectatorSeating', 'scoreboard', 'firstAid']),
    description: f.longText({ maxLength: 3000 }),
  },
  list: { columns: ['name', 'type', 'status', 'capacity', 'surface', 'location', 'opensAt', 'closesAt'], sort: ['name', 'ASC'] },
  filters: { type: { alwaysOn: true }, status: { alwaysOn: true }, capacity: { ops: ['gte', 'lte'] }, bookingDate: { ops: ['gte', 'lte'] }, amenities: {} },
});
