import type { maintenanceRequests } from '@club/schema/resources/maintenanceRequests';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof maintenanceRequests>({
  name: 'Maintenance order |||| Maintenance orders',
  fields: {
    requestNumber: 'Order No.',
    title: 'Title',
    assetId: 'Asset',
    facilityId: 'Place',
    requesterId: 'Requested by',
    type: 'Maintenance type',
    status: 'Status',
    priority: 'Priority',
    technicianId: 'Technician',
    supplierId: 'Contractor',
    requestDate: 'Request date',
    dueOn: 'Due on',
    completionDate: 'Completion date',
    estimatedCost: 'Estimated cost',
    actualCost: 'Actual cost',
    scheduleId: 'Preventive plan',
    description: 'Description',
  },
  enums: {
    type: { preventive: 'Preventive', corrective: 'Corrective', emergency: 'Emergency' },
    status: {
      requested: 'Requested',
      assigned: 'Assigned',
      inProgress: 'In progress',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
    priority: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
  },
  actions: {
    assign: 'Assign',
    unassign: 'Back to requested',
    start: 'Start work',
    pause: 'Back to assigned',
    complete: 'Mark completed',
    cancel: 'Cancel order',
  },
  rules: {
    assetOrPlace: 'Name the asset or the place the work is on',
    someoneAssigned: 'Assign the work to a team member or a contractor',
    technicianOfTheTeam: 'Choose a member of the maintenance team',
    supplierContractor: 'Choose a contractor',
    technicianActive: 'This supplier is not active',
    supplierActive: 'This supplier is not active',
    completedAfterRequest: 'The work is completed on or after the day it was requested',
    completedNotFuture: 'The work is not completed in the future',
  },
});
