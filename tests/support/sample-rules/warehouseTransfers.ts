// A draft between two warehouses (api/src/overrides/warehouseTransfers.ts): a transfer goes to another warehouse.
export const sample = { status: 'draft' };
export const fresh = ['toWarehouseId'];
