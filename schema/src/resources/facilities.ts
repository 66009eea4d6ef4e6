import { defineResource, f } from '../index';

export const facilities = defineResource({
  name: 'facilities',
  route: '/facilities',
  menu: { group: 'facilities', icon: 'Stadium' },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 160, search: true }),
    type: f.enum(['stadium', 'trainingPitch', 'hall', 'gym', 'pool', 'court', 'residence', 'clinic', 'camp'], { required: true }),
    status: f.enum(['available', 'booked', 'underMaintenance', 'closed'], { required: true, default: 'available' }),
    capacity: f.integer({ min: 0, max: 200_000 }),
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
  list: { columns: ['name', 'type', 'status', 'capacity', 'location', 'bookingDate', 'assignedTo'], sort: ['name', 'ASC'] },
  filters: { type: { alwaysOn: true }, status: { alwaysOn: true }, capacity: { ops: ['gte', 'lte'] }, bookingDate: { ops: ['gte', 'lte'] }, amenities: {} },
});
