import { defineResource, f } from '../index';

// Asset counts (SPEC §2 /Assets/Inventory): a count of one location lists the assets expected there
// (filled in by the server when it is opened), each found, missing or damaged as counted; completed,
// it reports the differences (missing and damaged) and marks the damaged assets for repair.
export const inventoryCounts = defineResource({
  name: 'inventoryCounts',
  route: '/Assets/Inventory',
  menu: { group: 'assets', icon: 'FactCheck', order: 22 },
  recordRepresentation: ['number', 'location'],
  fields: {
    number: f.sequence({ prefix: 'CNT' }),
    location: f.text({ required: true, maxLength: 160, search: true }),
    countedOn: f.date({ required: true, default: 'now' }),
    countedById: f.reference('users'),
    status: f.enum(['open', 'completed'], { required: true, default: 'open' }),
    // Derived from the lines.
    expectedCount: f.integer({ readOnly: true }),
    foundCount: f.integer({ readOnly: true }),
    missingCount: f.integer({ readOnly: true }),
    damagedCount: f.integer({ readOnly: true }),
    notes: f.longText({ maxLength: 2000 }),
  },
  lines: { assets: { resource: 'inventoryCountLines', parentField: 'countId' } },
  list: { columns: ['number', 'location', 'countedOn', 'status', 'expectedCount', 'foundCount', 'missingCount', 'damagedCount'], sort: ['countedOn', 'DESC'] },
  filters: { status: { alwaysOn: true }, countedOn: { ops: ['gte', 'lte'] } },
  checks: {
    completedUnchanged: { kind: 'override', field: 'status' },
    assetsAtLocation: { kind: 'override', field: 'location' },
    everyAssetDecided: { kind: 'override', field: 'status' },
  },
});
