import type { residenceRooms } from '@club/schema/resources/residenceRooms';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof residenceRooms>({
  name: 'Room |||| Residence rooms',
  fields: {
    facilityId: 'Building',
    roomNumber: 'Room',
    floor: 'Floor',
    beds: 'Beds',
    gender: 'For',
    status: 'Status',
    occupiedBeds: 'Beds taken',
    freeBeds: 'Free beds',
    amenities: 'Amenities',
    notes: 'Notes',
  },
  enums: {
    gender: { male: 'Boys', female: 'Girls' },
    status: { inService: 'In service', maintenance: 'Under maintenance', closed: 'Closed' },
    amenities: {
      privateBathroom: 'Private bathroom',
      desk: 'Study desk',
      wardrobe: 'Wardrobe',
      airConditioning: 'Air conditioning',
      balcony: 'Balcony',
    },
  },
  rules: {
    inHousing: 'A room is in a housing building',
    bedsForOccupants: '%{taken} players sleep here now: the room keeps at least that many beds',
  },
});
