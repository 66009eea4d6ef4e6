import type { assets } from '@club/schema/resources/assets';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof assets>({
  name: 'Asset |||| Assets',
  fields: {
    name: 'Name',
    serialNumber: 'Serial number',
    categoryId: 'Category',
    type: 'Type',
    brand: 'Brand',
    location: 'Location',
    status: 'Status',
    condition: 'Condition',
    value: 'Cost',
    salvageValue: 'Salvage value',
    accumulatedDepreciation: 'Accumulated depreciation',
    bookValue: 'Book value',
    lastDepreciatedPeriod: 'Depreciated up to',
    purchaseDate: 'Purchase date',
    warrantyExpiresAt: 'Warranty expires',
    responsibleId: 'Responsible',
    notes: 'Notes',
  },
  enums: {
    type: {
      sportsEquipment: 'Sports equipment',
      furniture: 'Furniture',
      electronics: 'Electronics',
      vehicle: 'Vehicle',
      medicalEquipment: 'Medical equipment',
      building: 'Building',
      other: 'Other',
    },
    status: { inUse: 'In use', available: 'Available', underMaintenance: 'Under maintenance', retired: 'Retired' },
    condition: { new: 'New', good: 'Good', fair: 'Fair', poor: 'Poor', needsRepair: 'Needs repair' },
  },
  rules: {
    salvageAtMostCost: 'The salvage value is at most what the asset cost',
  },
});
