import type { maintenanceSchedules } from '@club/schema/resources/maintenanceSchedules';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof maintenanceSchedules>({
  name: 'Preventive maintenance plan |||| Maintenance schedules',
  fields: {
    title: 'Title',
    assetId: 'Asset',
    facilityId: 'Place',
    frequency: 'Every',
    startsOn: 'Starts on',
    nextDueOn: 'Next due',
    leadDays: 'Open the order (days before)',
    priority: 'Priority',
    technicianId: 'Technician',
    supplierId: 'Contractor',
    estimatedCost: 'Estimated cost',
    isActive: 'Active',
    requestCount: 'Orders opened',
    lastDueOn: 'Last due',
    checklist: 'Checklist',
  },
  enums: {
    frequency: {
      weekly: 'Week',
      monthly: 'Month',
      quarterly: 'Quarter',
      semiannual: 'Six months',
      annual: 'Year',
    },
    priority: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
  },
  rules: {
    assetOrPlace: 'Name the asset or the place to service',
  },
});
