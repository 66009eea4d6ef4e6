import { defineResource, f } from '../index';

// The regular runs (SPEC §2 /BusRoutes): from where to where, with their stops in order and the
// time each is reached (later at each stop), edited inside the route's form.
export const busRoutes = defineResource({
  name: 'busRoutes',
  route: '/BusRoutes',
  menu: { group: 'internalOps', icon: 'Route', order: 43 },
  recordRepresentation: ['code', 'name'],
  fields: {
    code: f.text({ required: true, unique: true, maxLength: 20, search: true }),
    name: f.text({ required: true, maxLength: 160, search: true }),
    nameAr: f.text({ maxLength: 160, search: true }),
    origin: f.text({ required: true, maxLength: 160 }),
    destination: f.text({ required: true, maxLength: 160 }),
    distanceKm: f.decimal({ min: 0, max: 5000 }),
    isActive: f.boolean({ default: true }),
    notes: f.longText({ maxLength: 2000 }),
  },
  lines: { stops: { resource: 'routeStops', parentField: 'routeId' } },
  list: { columns: ['code', 'name', 'origin', 'destination', 'distanceKm', 'isActive'], sort: ['code', 'ASC'] },
  filters: { isActive: { alwaysOn: true } },
  checks: {
    stopsInOrder: { kind: 'override', field: 'stops' },
  },
});
