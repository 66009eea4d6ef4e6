import { defineResource, f } from '../index';

// Membership and academy packages (SPEC §2 /Packages, and /allPackages as a catalogue of cards):
// how many months a subscription lasts, its price, how many days it may be frozen, and the
// features it offers, edited as lines of the package. A subscription takes the package's price
// and months when it is made (api/src/overrides/subscriptions.ts).
export const packages = defineResource({
  name: 'packages',
  route: '/Packages',
  menu: { group: 'finance', icon: 'Loyalty', order: 21 },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 120, search: true, unique: true }),
    nameAr: f.text({ required: true, maxLength: 120, search: true }),
    category: f.enum(['membership', 'academy', 'fitness', 'swimming', 'family'], { required: true, default: 'membership' }),
    description: f.longText({ maxLength: 1000 }),
    months: f.integer({ required: true, min: 1, max: 36, default: 1 }),
    price: f.money({ required: true, min: 0, max: 1_000_000 }),
    // Days a subscription may be frozen in all (travel, injury); 0: never.
    maxFreezeDays: f.integer({ required: true, min: 0, max: 180, default: 0 }),
    sessionsPerWeek: f.integer({ min: 1, max: 14 }),
    ageGroupId: f.reference('ageGroups'),
    freeInvites: f.integer({ min: 0, max: 100, default: 0 }),
    isActive: f.boolean({ default: true }),
  },
  lines: { features: { resource: 'packageFeatures', parentField: 'packageId' } },
  list: { columns: ['nameAr', 'name', 'category', 'months', 'price', 'maxFreezeDays', 'isActive'], sort: ['price', 'ASC'] },
  filters: { category: { alwaysOn: true }, isActive: { alwaysOn: true }, price: { ops: ['gte', 'lte'] } },
  checks: {
    featureOnce: { kind: 'override', field: 'features' },
  },
});
