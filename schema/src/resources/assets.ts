import { defineResource, f } from '../index';

export const assets = defineResource({
  name: 'assets',
  route: '/Assets/Assets',
  menu: { group: 'assets', icon: 'Inventory2' },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 160, search: true }),
    serialNumber: f.text({ unique: true, maxLength: 80, search: true }),
    categoryId: f.reference('assetCategories'),
    type: f.enum(['sportsEquipment', 'furniture', 'electronics', 'vehicle', 'medicalEquipment', 'building', 'other'], { required: true }),
    brand: f.text({ maxLength: 80 }),
    location: f.text({ maxLength: 160 }),
    status: f.enum(['inUse', 'available', 'underMaintenance', 'retired'], { required: true, default: 'available' }),
    condition: f.enum(['new', 'good', 'fair', 'poor', 'needsRepair']),
    // What it cost; it depreciates (its category's method and useful life) down to its salvage value.
    value: f.money({ min: 0, max: 100_000_000 }),
    salvageValue: f.money({ min: 0, max: 100_000_000 }),
    // Derived by the posted depreciation runs.
    accumulatedDepreciation: f.money({ readOnly: true }),
    bookValue: f.money({ readOnly: true }),
    lastDepreciatedPeriod: f.text({ readOnly: true, maxLength: 7 }),
    purchaseDate: f.date(),
    warrantyExpiresAt: f.date(),
    responsibleId: f.reference('users'),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['name', 'categoryId', 'location', 'status', 'value', 'bookValue', 'responsibleId'], sort: ['name', 'ASC'] },
  filters: { type: { alwaysOn: true }, status: { alwaysOn: true }, categoryId: {}, condition: {}, responsibleId: {}, value: { ops: ['gte', 'lte'] }, purchaseDate: { ops: ['gte', 'lte'] } },
  checks: {
    salvageAtMostCost: { kind: 'atMost', field: 'salvageValue', than: 'value' },
  },
});
