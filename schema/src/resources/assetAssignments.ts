import { defineResource, f } from '../index';

const CONDITIONS = ['new', 'good', 'fair', 'poor', 'damaged'] as const;

// Custody (SPEC §2 /hr/AssetManagement, /Assets/CustodyReceipt, /CustodyRegister): a club asset handed over to an employee and returned, with
// the dates and its condition each way. An asset is never in two custodies at once; while in one
// it is in use.
export const assetAssignments = defineResource({
  name: 'assetAssignments',
  route: '/hr/AssetManagement',
  menu: { group: 'hr', icon: 'Inventory2', order: 70 },
  // The same custody records in the assets unit: receipts (handing over and taking back) and the
  // register of who holds what now and before.
  alsoAt: [
    { route: '/Assets/CustodyReceipt', view: 'receipts', menu: { group: 'assets', icon: 'Inventory2', order: 10 } },
    { route: '/CustodyRegister', view: 'register', menu: { group: 'assets', icon: 'ViewList', order: 11 } },
  ],
  recordRepresentation: 'number',
  fields: {
    number: f.sequence({ prefix: 'CUS' }),
    assetId: f.reference('assets', { required: true }),
    employeeId: f.reference('employees', { required: true }),
    handedOverOn: f.date({ required: true, default: 'now' }),
    expectedReturnOn: f.date(),
    returnedOn: f.date(),
    conditionOut: f.enum(CONDITIONS, { required: true, default: 'good' }),
    conditionIn: f.enum(CONDITIONS),
    notes: f.longText({ maxLength: 1000 }),
    // Derived: in custody until a return date is given.
    status: f.enum(['inCustody', 'returned'], { readOnly: true }),
  },
  checks: {
    dueAfterHandover: { kind: 'after', field: 'expectedReturnOn', than: 'handedOverOn', orSame: true },
    returnedAfterHandover: { kind: 'after', field: 'returnedOn', than: 'handedOverOn', orSame: true },
    conditionWhenReturned: { kind: 'required', field: 'conditionIn', when: { status: ['returned'] } },
    assetAvailable: { kind: 'override', field: 'assetId' },
  },
  constraints: {
    oneCustodyPerAsset: { kind: 'unique', fields: ['assetId'], when: { status: ['inCustody'] } },
  },
  list: { columns: ['number', 'assetId', 'employeeId', 'handedOverOn', 'expectedReturnOn', 'returnedOn', 'status'], sort: ['handedOverOn', 'DESC'] },
  filters: { status: { alwaysOn: true }, employeeId: { alwaysOn: true }, assetId: {}, handedOverOn: { ops: ['gte', 'lte'] } },
});
