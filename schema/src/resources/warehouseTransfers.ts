import { defineResource, f, postingActions, postingChecks, postingFields, stockLineChecks } from '../index';

// Stock moved between warehouses (SPEC §2 /Warehouses/WarehouseTransfers): posting takes each line
// out of the source warehouse's item and into the destination's item of the same code (made there
// if the warehouse never held it), both in one transaction: the stock is never in both or neither.
export const warehouseTransfers = defineResource({
  name: 'warehouseTransfers',
  route: '/Warehouses/WarehouseTransfers',
  menu: { group: 'warehouse', icon: 'SwapHoriz', order: 14 },
  recordRepresentation: 'number',
  fields: {
    number: f.sequence({ prefix: 'TRF' }),
    fromWarehouseId: f.reference('warehouses', { required: true }),
    toWarehouseId: f.reference('warehouses', { required: true }),
    transferredOn: f.date({ required: true, default: 'now' }),
    reason: f.text({ maxLength: 200 }),
    ...postingFields,
    notes: f.longText({ maxLength: 2000 }),
  },
  lines: { items: { resource: 'transferLines', parentField: 'transferId' } },
  list: { columns: ['number', 'fromWarehouseId', 'toWarehouseId', 'transferredOn', 'status', 'postedById'], sort: ['transferredOn', 'DESC'] },
  filters: { status: { alwaysOn: true }, fromWarehouseId: {}, toWarehouseId: {}, transferredOn: { ops: ['gte', 'lte'] } },
  actions: postingActions,
  checks: {
    ...postingChecks,
    ...stockLineChecks('items'),
    anotherWarehouse: { kind: 'differs', field: 'toWarehouseId', than: 'fromWarehouseId' },
  },
});
