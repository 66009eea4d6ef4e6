import type { maintenanceRequests } from '@club/schema/resources/maintenanceRequests';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof maintenanceRequests>({
  name: 'Maintenance request |||| Maintenance requests',
  fields: {
    requestNumber: 'Request No.',
    title: 'Title',
    assetId: 'Asset',
    requesterId: 'Requested by',
    type: 'Maintenance type',
    status: 'Status',
    priority: 'Priority',
    technician: 'Technician',
    supplier: 'Supplier',
    requestDate: 'Request date',
    completionDate: 'Completion date',
    estimatedCost: 'Estimated cost',
    actualCost: 'Actual cost',
    description: 'Description',
  },
  enums: {
    type: { preventive: 'Preventive', corrective: 'Corrective', emergency: 'Emergency' },
    status: { pending: 'Pending', scheduled: 'Scheduled', inProgress: 'In progress', completed: 'Completed', cancelled: 'Cancelled' },
    priority: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
  },
});
