import { defineResource, f } from '../index';

// A stop of a bus route (SPEC §2 /RouteStops): written with its route, in order (one position per
// route), each reached at its scheduled time.
export const routeStops = defineResource({
  name: 'routeStops',
  route: '/RouteStops',
  menu: { group: 'internalOps', icon: 'Place', order: 44, sidebar: false },
  recordRepresentation: ['name'],
  readOnly: true,
  fields: {
    routeId: f.reference('busRoutes', { required: true }),
    position: f.integer({ readOnly: true, min: 0 }),
    name: f.text({ required: true, maxLength: 160, search: true }),
    nameAr: f.text({ maxLength: 160 }),
    scheduledTime: f.time({ required: true }),
    landmark: f.text({ maxLength: 200 }),
  },
  list: { columns: ['routeId', 'position', 'name', 'scheduledTime', 'landmark'], sort: ['createdAt', 'DESC'] },
  filters: { routeId: { alwaysOn: true } },
  uniqueTogether: [['routeId', 'position']],
});
