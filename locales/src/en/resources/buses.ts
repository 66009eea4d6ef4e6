import type { buses } from '@club/schema/resources/buses';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof buses>({
  name: 'Bus |||| Buses',
  fields: {
    busNumber: 'Bus number',
    plateNumber: 'Plate number',
    make: 'Make',
    model: 'Model',
    year: 'Year',
    capacity: 'Seats',
    type: 'Type',
    driverId: 'Regular driver',
    assetId: 'Asset record',
    supervisorId: 'Fleet supervisor',
    insuranceExpiry: 'Insurance expiry',
    registrationExpiry: 'Registration (istimara) expiry',
    insuranceRemindedFor: 'Insurance reminder sent for',
    registrationRemindedFor: 'Registration reminder sent for',
    odometerKm: 'Odometer (km)',
    status: 'Status',
    notes: 'Notes',
  },
  enums: {
    type: {
      bus: 'Bus',
      coaster: 'Coaster',
      miniBus: 'Minibus',
      van: 'Van',
    },
    status: {
      active: 'In service',
      inMaintenance: 'In maintenance',
      outOfService: 'Out of service',
    },
  },
  texts: {
    insurance: 'insurance',
    registration: 'registration (istimara)',
    paperEndsSubject: 'Bus %{bus}: %{paper} ends %{date}',
    paperEndsText: 'The %{paper} of bus %{bus} (%{plate}) ends on %{date}. Renew it before then:',
  },
});
