import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale({
  name: 'Facility |||| Facilities',
  fields: {
    id: 'ID',
    name: 'Name',
    type: 'Type',
    status: 'Status',
    capacity: 'Capacity',
    location: 'Location',
    bookingDate: 'Booking date',
    assignedTo: 'Assigned to',
    hourlyRate: 'Hourly rate',
    lighting: 'Floodlights',
    description: 'Description',
    createdAt: 'Created at',
    updatedAt: 'Updated at',
    version: 'Version',
  },
  enums: {
    type: {
      stadium: 'Stadium',
      trainingPitch: 'Training pitch',
      hall: 'Hall',
      gym: 'Gym',
      pool: 'Swimming pool',
      court: 'Court',
      residence: 'Residence',
      clinic: 'Clinic',
      camp: 'Camp',
    },
    status: { available: 'Available', booked: 'Booked', underMaintenance: 'Under maintenance', closed: 'Closed' },
  },
});
