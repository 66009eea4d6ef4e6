import type { drivers } from '@club/schema/resources/drivers';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof drivers>({
  name: 'Driver |||| Drivers',
  fields: {
    fullName: 'Full name',
    employeeId: 'Employee record',
    nationalId: 'National ID / iqama',
    phone: 'Mobile',
    licenseNumber: 'Driving licence number',
    licenseClass: 'Licence type',
    licenseExpiry: 'Licence expiry',
    hireDate: 'Hire date',
    available: 'Available for trips',
    status: 'Status',
    notes: 'Notes',
  },
  enums: {
    licenseClass: {
      private: 'Private',
      publicTransport: 'Public transport',
      heavyTransport: 'Heavy transport',
      bus: 'Bus',
    },
    status: {
      active: 'Active',
      onLeave: 'On leave',
      suspended: 'Suspended',
      left: 'Left',
    },
  },
  rules: {
    activeToBeAvailable: 'Only an active driver can be available for trips',
    licenceValid: 'The licence has expired: a driver available for trips needs a valid one',
  },
});
