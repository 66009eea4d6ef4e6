import type { drivers } from '@club/schema/resources/drivers';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof drivers>({
  name: 'Driver |||| Drivers',
  fields: {
    fullName: 'Full name',
    nationalId: 'National ID / Iqama',
    phone: 'Phone',
    licenseNumber: 'Licence number',
    licenseClass: 'Licence class',
    licenseExpiry: 'Licence expiry',
    hireDate: 'Hire date',
    available: 'Available for trips',
    status: 'Status',
    notes: 'Notes',
  },
  enums: {
    licenseClass: { private: 'Private', publicTransport: 'Public transport', heavyTransport: 'Heavy transport', bus: 'Bus' },
    status: { active: 'Active', onLeave: 'On leave', suspended: 'Suspended', left: 'Left the club' },
  },
});
