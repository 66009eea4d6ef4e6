import type { maintenanceSuppliers } from '@club/schema/resources/maintenanceSuppliers';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof maintenanceSuppliers>({
  name: 'Team member or contractor |||| Maintenance team and contractors',
  fields: {
    name: 'Name',
    nameAr: 'Name in Arabic',
    kind: 'Kind',
    specialty: 'Specialty',
    employeeId: 'Employee',
    crNumber: 'Commercial registration No.',
    vatNumber: 'VAT number',
    contactPerson: 'Contact person',
    phone: 'Phone',
    email: 'Email',
    contractStart: 'Contract start',
    contractEnd: 'Contract end',
    rating: 'Rating (1–5)',
    status: 'Status',
    notes: 'Notes',
  },
  enums: {
    kind: { teamMember: 'Team member', contractor: 'Contractor' },
    specialty: {
      electrical: 'Electrical',
      plumbing: 'Plumbing',
      hvac: 'Air conditioning (HVAC)',
      civil: 'Civil works',
      grounds: 'Grounds and turf',
      carpentry: 'Carpentry',
      equipment: 'Sports equipment',
      cleaning: 'Cleaning',
      general: 'General',
    },
    status: { active: 'Active', suspended: 'Suspended', inactive: 'Inactive' },
  },
  rules: {
    employeeNamed: 'A team member is one of the club’s employees',
    crNumberNamed: 'A contractor needs its commercial registration number',
    contractEndsAfterStart: 'The contract ends after it starts',
  },
});
