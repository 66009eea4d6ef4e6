import { defineResource, f, postingActions, postingChecks, postingFields, stockLineChecks } from '../index';

// Goods received (SPEC §2 /Warehouses/ItemsImports): a supplier's delivery into one warehouse, line
// by line at its unit cost. Posting adds each line to its item's quantity and the ledger; a posted
// receipt is reversed (the goods taken out again, if they are still there), never edited.
export const itemsImports = defineResource({
  name: 'itemsImports',
  route: '/Warehouses/ItemsImports',
  menu: { group: 'warehouse', icon: 'MoveToInbox', order: 10 },
  recordRepresentation: 'number',
  fields: {
    number: f.sequence({ prefix: 'GRN' }),
    warehouseId: f.reference('warehouses', { required: true }),
    supplierName: f.text({ required: true, maxLength: 160, search: true }),
    supplierInvoiceNumber: f.text({ maxLength: 40, search: true }),
    receivedOn: f.date({ required: true, default: 'now' }),
    ...postingFields,
    // Derived: the lines' amounts.
    totalCost: f.money({ readOnly: true }),
    notes: f.longText({ maxLength: 2000 }),
  },
  lines: { items: { resource: 'importLines', parentField: 'importId' } },
  list: { columns: ['number', 'warehouseId', 'supplierName', 'receivedOn', 'status', 'totalCost', 'postedById'], sort: ['receivedOn', 'DESC'] },
  filters: { status: { alwaysOn: true }, warehouseId: { alwaysOn: true }, receivedOn: { ops: ['gte', 'lte'] } },
  actions: postingActions,
  // Posted, the goods are stock owed to the supplier; reversed, the mirror entry.
  ledger: [
    {
      when: { status: ['posted'] },
      reverseWhen: { status: ['reversed'] },
      date: 'receivedOn',
      lines: [
        { account: 'inventory', debit: 'totalCost' },
        { account: 'payables', credit: 'totalCost' },
      ],
    },
  ],
  checks: {
    ...postingChecks,
    ...stockLineChecks('items'),
  },
});
