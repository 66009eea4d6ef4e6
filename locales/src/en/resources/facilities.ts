import type { facilities } from '@club/schema/resources/facilities';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof facilities>({
  name: 'Facility |||| Facilities',
  fields: {
    name: 'Name',
    type: 'Type',
    status: 'Status',
    capacity: 'Capacity',
    surface: 'Surface',
    location: 'Location',
    bookingDate: 'Booking date',
    assignedTo: 'Assigned to',
    hourlyRate: 'Hourly rate',
    lighting: 'Floodlights',
    description: 'Description',
    areaSqm: 'Area (m²)',
    opensAt: 'Opens at',
    closesAt: 'Closes at',
    amenities: 'Amenities',
  },
  enums: {
    surface: { naturalGrass: 'Natural grass', artificialTurf: 'Artificial turf', hardwood: 'Hardwood floor', synthetic: 'Synthetic floor', sand: 'Sand', none: 'None' },
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
    amenities: {
      changingRooms: 'Changing rooms',
      showers: 'Showers',
      parking: 'Parking',
      spectatorSeating: 'Spectator seating',
      scoreboard: 'Scoreboard',
      firstAid: 'First aid room',
    },
  },
  views: {
    stadiums: 'Stadium |||| Stadiums and pitches',
    halls: 'Hall |||| Halls and indoor courts',
    housing: 'Housing building |||| Housing',
    camps: 'Camp |||| Camps',
  },
});
