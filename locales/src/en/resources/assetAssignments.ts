import type { assetAssignments } from '@club/schema/resources/assetAssignments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof assetAssignments>({
  name: 'Custody |||| Custody',
  views: {
    receipts: 'Custody receipt |||| Custody receipts',
    register: 'Custody register |||| Custody register',
  },
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
    conditionWhenReturned: 'Say in what condition the asset came back',
    assetAvailable: 'A retired asset or one under maintenance is not handed over',
    oneCustodyPerAsset: 'The asset is already in custody (%{record}); it must be returned first',
    dueAfterHandover: 'The due date comes after the handover',
    returnedAfterHandover: 'An asset is returned after it was handed over',
  },
});
