import { defineDashboard } from '../dashboard';

// Facilities (SPEC §2 /Facility): Today’s bookings, facilities out of service and who lives in the residence.
export const facilityHome = defineDashboard({
  name: 'facilityHome',
  route: '/Facility',
  menu: { group: 'facilities', icon: 'Stadium', order: 0 },
  widgets: [
    { kind: 'card', key: 'bookingsToday', resource: 'facilityBookings', filter: { status: ['requested', 'confirmed'], startsAt_gte: '$today', startsAt_lte: '$tomorrow' } },
    { kind: 'card', key: 'awaiting', resource: 'facilityBookings', filter: { status: 'requested' } },
    { kind: 'card', key: 'outOfService', resource: 'facilities', filter: { status: ['underMaintenance', 'closed'] } },
    { kind: 'card', key: 'residents', resource: 'playerRoomAssignments', filter: { status: 'current' } },
    { kind: 'card', key: 'freeBeds', resource: 'residenceRooms', filter: { status: 'inService' }, measure: { sum: 'freeBeds' } },
    { kind: 'list', key: 'nextBookings', resource: 'facilityBookings', filter: { status: 'confirmed', startsAt_gte: '$now' }, sort: ['startsAt', 'ASC'], limit: 5, fields: ['startsAt', 'purpose'] },
  ],
});
