import { defineResource, f } from '../index';

// Categories of the fixed-asset register, nested through parentCategoryId. SPEC §2 has no path of
// its own for them; they sit next to /Assets/Assets.
export const assetCategories = defineResource({
  name: 'assetCategories',
  route: '/Assets/Categories',
  menu: { group: 'assets', icon: 'Category' },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 120, search: true }),
    code: f.text({ required: true, unique: true, maxLength: 20, pattern: '^[A-Z0-9-]+$', search: true }),
    parentCategoryId: f.reference('assetCategories'),
    depreciationMethod: f.enum(['straightLine', 'decliningBalance', 'none'], { required: true, default: 'straightLine' }),
    usefulLifeYears: f.integer({ min: 1, max: 100 }),
    isActive: f.boolean({ default: true }),
    description: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['name', 'code', 'parentCategoryId', 'depreciationMethod', 'usefulLifeYears', 'isActive'], sort: ['code', 'ASC'] },
  filters: {
    depreciationMethod: { alwaysOn: true },
    parentCategoryId: {},
    isActive: {},
    usefulLifeYears: { ops: ['gte', 'lte'] },
  },
});
