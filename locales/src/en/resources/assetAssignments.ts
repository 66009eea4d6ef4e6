import type { assetAssignments } from '@club/schema/resources/assetAssignments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof assetAssignments>({
  name: 'Custody |||| Custody',
  fields: {
    number: 'Number',
    assetId: 'Asset',
    employeeId: 'Employee',
    handedOverOn: 'Handed over on',
    expectedReturnOn: 'Due back on',
    returnedOn: 'Returned on',
    conditionOut: 'Condition when handed over',
    conditionIn: 'Condition when returned',
    notes: 'Notes',
    status: 'Status',
  },
  enums: {
    conditionOut: { new: 'New', good: 'Good', fair: 'Fair', poor: 'Poor', damaged: 'Damaged' },
    conditionIn: { new: 'New', good: 'Good', fair: 'Fair', poor: 'Poor', damaged: 'Damaged' },
    status: { inCustody: 'In custody', returned: 'Returned' },
  },
  rules: {
    dueAfterHandover: 'The due date comes after the handover',
    returnedAfterHandover: 'An asset is returned after it was handed over',
  },
});
