import type { playerAddresses } from '@club/schema/resources/playerAddresses';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof playerAddresses>({
  name: 'Player address |||| Player addresses',
  fields: {
    playerId: 'Player',
    type: 'Address type',
    city: 'City',
    district: 'District',
    street: 'Street',
    buildingNo: 'Building no.',
    postalCode: 'Postal code',
    additionalNo: 'Additional no.',
    shortAddress: 'Short address',
    isPrimary: 'Primary address',
    notes: 'Notes',
  },
  enums: {
    type: { home: 'Home', family: 'Family\'s home', residence: 'Academy residence' },
  },
  rules: {
    onePrimaryAddress: 'A player has one primary address',
  },
});
