import { defineResource, f } from '../index';

// One asset of a count: written only with its count (its `assets`).
export const inventoryCountLines = defineResource({
  name: 'inventoryCountLines',
  route: '/Assets/Inventory/lines',
  menu: { group: 'assets', icon: 'FactCheck', order: 23, sidebar: false },
  recordRepresentation: 'position',
  readOnly: true,
  fields: {
    countId: f.reference('inventoryCounts', { required: true }),
    position: f.integer({ readOnly: true, min: 0 }),
    assetId: f.reference('assets', { required: true }),
    result: f.enum(['pending', 'found', 'missing', 'damaged'], { required: true, default: 'pending' }),
    notes: f.text({ maxLength: 300 }),
  },
  list: { columns: ['countId', 'position', 'assetId', 'result', 'notes'], sort: ['createdAt', 'DESC'] },
  filters: { countId: { alwaysOn: true }, result: { alwaysOn: true }, assetId: {} },
});
