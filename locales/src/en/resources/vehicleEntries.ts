import type { vehicleEntries } from '@club/schema/resources/vehicleEntries';
import { defineResourceLocale } from '../../types';
import { gateLabels } from '../visitLabels';

// SPEC §2 sidebar item "Vehicle Entry" (/VehicleLog).
export const locale = defineResourceLocale<typeof vehicleEntries>({
  name: 'Vehicle entry |||| Vehicle Entry',
  permission: 'Vehicle Entry',
  fields: {
    plateNumber: 'Plate number',
    vehicleType: 'Vehicle type',
    make: 'Make',
    color: 'Colour',
    driverName: 'Driver',
    driverPhone: 'Driver mobile',
    purpose: 'Purpose',
    gate: 'Gate',
    invitationId: 'Invitation',
    entryAt: 'Entry',
    exitAt: 'Exit',
    durationMinutes: 'Minutes inside',
    status: 'Status',
    notes: 'Notes',
  },
  enums: {
    vehicleType: { car: 'Car', van: 'Van', bus: 'Bus', truck: 'Truck', motorcycle: 'Motorcycle' },
    purpose: { visit: 'Visit', delivery: 'Delivery', contractor: 'Contractor', staff: 'Staff', teamBus: 'Team bus', emergency: 'Emergency' },
    gate: gateLabels,
    status: { inside: 'Inside', left: 'Left' },
  },
  actions: { exit: 'Record exit' },
  rules: {
    exitAfterEntry: 'A vehicle leaves after it enters',
    leftOnce: 'The vehicle has left already',
  },
});
