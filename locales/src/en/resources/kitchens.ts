import type { kitchens } from '@club/schema/resources/kitchens';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof kitchens>({
  name: 'Kitchen |||| Kitchens',
  fields: {
    name: 'Name',
    facilityId: 'Building',
    warehouseId: 'Store',
    supervisorId: 'Supervisor',
    servingsPerMeal: 'Servings a meal',
    status: 'Status',
    healthCertificateExpiry: 'Health certificate expiry',
    phone: 'Phone',
    notes: 'Notes',
  },
  enums: {
    status: { operating: 'Operating', maintenance: 'Under maintenance', closed: 'Closed' },
  },
  rules: {
    inABuilding: 'A kitchen is in a building or a camp, not on a pitch',
  },
});
